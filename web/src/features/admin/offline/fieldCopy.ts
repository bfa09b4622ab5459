import type { Product, ProductSummary } from "@lorawan/contracts/product";
import type { QueryClient } from "@tanstack/react-query";
import { del, delMany, get, set, setMany } from "idb-keyval";
import { getJson } from "~/lib/api";
import { adminCacheStore, adminRecordStore, recordsKeyFor } from "./deviceCache";

// Ready for the field (issue 31, decision 068): while the admin is online, the device keeps the
// whole record of every product, so any product's form opens offline, not only one opened before.
// Categories and news articles are whole records in their lists, which deviceCache.ts keeps; the
// products' list holds summaries, so their whole records are kept here, beside it in IndexedDB.
// The copy follows the list: each time the list is read, products whose version differs from the
// copy's (or that are new) are read again, one by one when they are few, all at once otherwise.
//
// Each product is kept under its own key, with the versions of the copy (id -> updatedAt) beside
// them (decision 095). Following the list then reads the versions only, and writes only the products
// that changed. Kept as one value, the 5,000 products of a large catalogue were read whole after every
// read of the list: one task of 120-190 ms on a tablet, right after the list showed.

/** Bumped when the copy's shape changes: an older copy is then read again whole. */
const format = 2;
/** Up to this many changed products are read one by one; more, and the whole list is read. */
const readOneByOne = 40;
/** The copy is brought up to date this long after the list was read (it settles first). */
const settleMs = 1500;
/** Products written per IndexedDB transaction: each is a short task, not one long one. */
const writeBatch = 200;

interface KeptVersions {
  format: number;
  /** When the copy was last brought up to date. */
  savedAt: number;
  /** Each kept product's id and the `updatedAt` of the record kept. */
  versions: Record<number, string>;
}

let owner: string | null = null;
let versions: KeptVersions | null = null;
let loading: Promise<KeptVersions | null> | null = null;

const productKey = (userId: string, id: number) => `${recordsKeyFor(userId)}:product:${id}`;
const versionsKey = (userId: string) => `${recordsKeyFor(userId)}:versions`;

async function keptVersions(): Promise<KeptVersions | null> {
  if (owner === null) return null;
  if (versions) return versions;
  const userId = owner;
  loading ??= get<KeptVersions>(versionsKey(userId), adminRecordStore())
    .then((stored) => (stored?.format === format && owner === userId ? (versions = stored) : null))
    .catch(() => null)
    .finally(() => (loading = null));
  return loading;
}

/**
 * Writes `changed` products, deletes `gone` ones and then the versions that describe the copy. The
 * versions go last, so a copy cut short (the tab closed) is read again where it differs, not trusted.
 */
async function keep(userId: string, next: Record<number, string>, changed: readonly Product[], gone: readonly number[]) {
  const store = adminRecordStore();
  try {
    for (let start = 0; start < changed.length; start += writeBatch) {
      if (owner !== userId) return;
      await setMany(
        changed.slice(start, start + writeBatch).map((product) => [productKey(userId, product.id), product]),
        store,
      );
    }
    if (gone.length)
      await delMany(
        gone.map((id) => productKey(userId, id)),
        store,
      );
    const kept: KeptVersions = { format, savedAt: Date.now(), versions: next };
    await set(versionsKey(userId), kept, store);
    if (owner === userId) versions = kept;
  } catch {
    // Storage full or refused: the products not written are not on the device; the next list read tries again.
  }
}

/** The last whole read: its JSON's size and how long reading and keeping it took (the bench reports both). */
interface WholeRead {
  products: number;
  bytes: number;
  ms: number;
  at: number;
}

/** The whole list, read, and kept where it differs from the copy; what that took is kept beside it. */
async function readWhole(userId: string, current: KeptVersions | null): Promise<void> {
  const started = performance.now();
  const response = await fetch("/api/admin/products", { credentials: "include" });
  if (!response.ok) throw new Error(`The products could not be read (${response.status})`);
  // Read as bytes and decoded once: their count is the size the bench reports, with no second pass
  // over the text (6.5 MB at 5,000 products) on the page's main thread to measure it.
  const body = await response.arrayBuffer();
  const products = JSON.parse(new TextDecoder().decode(body)) as Product[];
  const before = current?.versions ?? {};
  const listed = new Set(products.map((p) => p.id));
  await keep(
    userId,
    Object.fromEntries(products.map((p) => [p.id, p.updatedAt])),
    products.filter((p) => before[p.id] !== p.updatedAt),
    Object.keys(before)
      .map(Number)
      .filter((id) => !listed.has(id)),
  );
  const took: WholeRead = { products: products.length, bytes: body.byteLength, ms: Math.round(performance.now() - started), at: Date.now() };
  if (owner === userId) await set(`${recordsKeyFor(userId)}:whole-read`, took, adminCacheStore()).catch(() => {});
}

/**
 * Brings the copy up to date with the list as read (`listed`): products gone from the list leave it,
 * changed and new ones are read again. Offline it does nothing; a failure leaves the copy as it was.
 */
async function refreshFieldCopy(listed: readonly Pick<ProductSummary, "id" | "updatedAt">[]): Promise<void> {
  if (owner === null || !navigator.onLine) return;
  const userId = owner;
  const current = await keptVersions();
  if (!current) {
    await readWhole(userId, null);
    return;
  }
  const changed = listed.filter((p) => current.versions[p.id] !== p.updatedAt);
  const listedIds = new Set(listed.map((p) => p.id));
  const gone = Object.keys(current.versions)
    .map(Number)
    .filter((id) => !listedIds.has(id));
  if (changed.length > readOneByOne) {
    await readWhole(userId, current);
    return;
  }
  if (changed.length === 0 && gone.length === 0) return;
  const read: Product[] = [];
  for (const { id } of changed) {
    try {
      read.push(await getJson<Product>(`/api/admin/products/${id}`));
    } catch {
      // Deleted meanwhile, or the connection dropped: the next list read tries again.
    }
  }
  const next = { ...current.versions };
  for (const id of gone) delete next[id];
  for (const product of read) next[product.id] = product.updatedAt;
  await keep(userId, next, read, gone);
}

/** A product as the device kept it, or undefined (never read here, or another admin's device copy). */
export async function keptProduct(id: number): Promise<Product | undefined> {
  if (owner === null || !(await keptVersions())?.versions[id]) return undefined;
  return get<Product>(productKey(owner, id), adminRecordStore()).catch(() => undefined);
}

/**
 * Keeps the signed-in admin's copy up to date while the app runs online: after each read of the
 * products' list, and the categories' and news lists are read once too, so all three are on the
 * device before the connection goes. Returns the function that stops it.
 */
export function keepFieldCopy(client: QueryClient, userId: string, lists: { products: readonly unknown[]; others: (readonly unknown[])[] }): () => void {
  owner = userId;
  versions = null;
  // The copy as one value (format 1), which the records' own store replaced.
  void del(recordsKeyFor(userId), adminCacheStore()).catch(() => {});
  let timer: number | undefined;
  // One update of the copy at a time: two that overlapped could leave versions that describe
  // products the other one wrote over.
  let updating = Promise.resolve();
  const refresh = () => {
    timer = undefined;
    const listed = client.getQueryData<ProductSummary[]>(lists.products);
    if (listed) updating = updating.then(() => refreshFieldCopy(listed)).catch(() => {});
    if (navigator.onLine) for (const queryKey of lists.others) void client.prefetchQuery({ queryKey }).catch(() => {});
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== "updated" || event.action.type !== "success") return;
    if (event.query.queryKey.length !== lists.products.length || event.query.queryKey[0] !== lists.products[0]) return;
    if (timer !== undefined) window.clearTimeout(timer);
    timer = window.setTimeout(refresh, settleMs);
  });
  if (client.getQueryData(lists.products)) timer = window.setTimeout(refresh, settleMs);
  return () => {
    unsubscribe();
    if (timer !== undefined) window.clearTimeout(timer);
    if (owner === userId) {
      owner = null;
      versions = null;
    }
  };
}
