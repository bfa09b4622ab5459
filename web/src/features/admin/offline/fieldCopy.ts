import type { Product, ProductSummary } from "@lorawan/contracts/product";
import type { QueryClient } from "@tanstack/react-query";
import { get, set } from "idb-keyval";
import { getJson } from "~/lib/api";
import { adminCacheStore, recordsKeyFor } from "./deviceCache";

// Ready for the field (issue 31, decision 068): while the admin is online, the device keeps the
// whole record of every product, so any product's form opens offline, not only one opened before.
// Categories and news articles are whole records in their lists, which deviceCache.ts keeps; the
// products' list holds summaries, so their whole records are kept here, beside it in IndexedDB.
// The copy follows the list: each time the list is read, products whose version differs from the
// copy's (or that are new) are read again, one by one when they are few, all at once otherwise.

/** Bumped when the copy's shape changes: an older copy is then read again whole. */
const format = 1;
/** Up to this many changed products are read one by one; more, and the whole list is read. */
const readOneByOne = 40;
/** The copy is brought up to date this long after the list was read (it settles first). */
const settleMs = 1500;

interface FieldCopy {
  format: number;
  /** When the copy was last brought up to date. */
  savedAt: number;
  /** The last whole read: its JSON's size and how long reading and keeping it took (the bench reports both). */
  products: Product[];
}

let owner: string | null = null;
let copy: FieldCopy | null = null;
let loading: Promise<FieldCopy | null> | null = null;

async function kept(): Promise<FieldCopy | null> {
  if (owner === null) return null;
  if (copy) return copy;
  const userId = owner;
  loading ??= get<FieldCopy>(recordsKeyFor(userId), adminCacheStore())
    .then((stored) => (stored?.format === format && owner === userId ? (copy = stored) : null))
    .catch(() => null)
    .finally(() => (loading = null));
  return loading;
}

async function keep(next: FieldCopy) {
  if (owner === null) return;
  copy = next;
  await set(recordsKeyFor(owner), next, adminCacheStore()).catch(() => {
    // Storage full or refused: the copy lives until the page closes.
  });
}

/** The last whole read: its JSON's size and how long reading and keeping it took (the bench reports both). */
interface WholeRead {
  products: number;
  bytes: number;
  ms: number;
  at: number;
}

/** The whole list, read and kept, and what that took (kept beside it). */
async function readWhole(): Promise<void> {
  const started = performance.now();
  const response = await fetch("/api/admin/products", { credentials: "include" });
  if (!response.ok) throw new Error(`The products could not be read (${response.status})`);
  const text = await response.text();
  const products = JSON.parse(text) as Product[];
  await keep({ format, savedAt: Date.now(), products });
  const took: WholeRead = { products: products.length, bytes: new Blob([text]).size, ms: Math.round(performance.now() - started), at: Date.now() };
  if (owner !== null) await set(`${recordsKeyFor(owner)}:whole-read`, took, adminCacheStore()).catch(() => {});
}

/**
 * Brings the copy up to date with the list as read (`listed`): products gone from the list leave it,
 * changed and new ones are read again. Offline it does nothing; a failure leaves the copy as it was.
 */
async function refreshFieldCopy(listed: readonly Pick<ProductSummary, "id" | "updatedAt">[]): Promise<void> {
  if (owner === null || !navigator.onLine) return;
  const current = await kept();
  if (!current) {
    await readWhole();
    return;
  }
  const byId = new Map(current.products.map((p) => [p.id, p]));
  const changed = listed.filter((p) => byId.get(p.id)?.updatedAt !== p.updatedAt);
  const listedIds = new Set(listed.map((p) => p.id));
  const gone = current.products.some((p) => !listedIds.has(p.id));
  if (changed.length > readOneByOne) {
    await readWhole();
    return;
  }
  if (changed.length === 0 && !gone) return;
  for (const { id } of changed) {
    try {
      byId.set(id, await getJson<Product>(`/api/admin/products/${id}`));
    } catch {
      // Deleted meanwhile, or the connection dropped: the next list read tries again.
    }
  }
  await keep({ ...current, savedAt: Date.now(), products: listed.flatMap((p) => byId.get(p.id) ?? []) });
}

/** A product as the device kept it, or undefined (never read here, or another admin's device copy). */
export async function keptProduct(id: number): Promise<Product | undefined> {
  return (await kept())?.products.find((p) => p.id === id);
}

/**
 * Keeps the signed-in admin's copy up to date while the app runs online: after each read of the
 * products' list, and the categories' and news lists are read once too, so all three are on the
 * device before the connection goes. Returns the function that stops it.
 */
export function keepFieldCopy(client: QueryClient, userId: string, lists: { products: readonly unknown[]; others: (readonly unknown[])[] }): () => void {
  owner = userId;
  copy = null;
  let timer: number | undefined;
  const refresh = () => {
    timer = undefined;
    const listed = client.getQueryData<ProductSummary[]>(lists.products);
    if (listed) void refreshFieldCopy(listed).catch(() => {});
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
      copy = null;
    }
  };
}
