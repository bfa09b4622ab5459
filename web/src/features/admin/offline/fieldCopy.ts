import type { Product, ProductSummary } from "@lorawan/contracts/product";
import type { QueryClient } from "@tanstack/react-query";
import { del, get } from "idb-keyval";
import { getJson } from "~/lib/api";
import { format, keep, type KeptVersions, productKey, versionsKey } from "./fieldCopyStore";
import { adminCacheStore, adminRecordStore, recordsKeyFor } from "./stores";
import type { WholeReadAnswer, WholeReadRequest } from "./wholeRead.worker";

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
// read of the list: one task of 120-190 ms on a tablet, right after the list showed. Reading all at
// once happens in a worker (decision 097).

/** Up to this many changed products are read one by one; more, and the whole list is read. */
const readOneByOne = 40;
/** The copy is brought up to date this long after the list was read (it settles first). */
const settleMs = 1500;

let owner: string | null = null;
let versions: KeptVersions | null = null;
let loading: Promise<KeptVersions | null> | null = null;
/** Ends the whole read under way (its worker), if there is one. */
let stopReading: (() => void) | null = null;

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
 * The whole list, read and kept where it differs from the copy, in a worker (wholeRead.worker.ts):
 * its 6.5 MB of JSON at 5,000 products are parsed and stored off the page's main thread.
 */
function readWhole(userId: string, current: KeptVersions | null): Promise<void> {
  return new Promise((done, fail) => {
    const worker = new Worker(new URL("./wholeRead.worker.ts", import.meta.url), { type: "module", name: "field copy" });
    const end = (error?: Error) => {
      worker.terminate();
      if (stopReading === stop) stopReading = null;
      if (error) fail(error);
      else done();
    };
    const stop = () => end(new Error("The whole read was stopped"));
    stopReading = stop;
    worker.onmessage = (event: MessageEvent<WholeReadAnswer>) => {
      const answer = event.data;
      if ("failed" in answer) return end(new Error(answer.failed));
      if (answer.kept && owner === userId) versions = answer.kept;
      end();
    };
    worker.onerror = () => end(new Error("The field copy's worker could not run"));
    worker.postMessage({ userId, before: current?.versions ?? null } satisfies WholeReadRequest);
  });
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
  const kept = await keep(userId, next, read, gone, () => owner === userId);
  if (kept && owner === userId) versions = kept;
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
  // products the other one wrote over. Lists read while one runs are followed once it ends, from
  // the newest of them: a bulk action re-reads the list after each chunk, and following each of
  // those reads would read the whole list once per chunk.
  let updating = false;
  let again = false;
  const update = async () => {
    if (updating) {
      again = true;
      return;
    }
    updating = true;
    try {
      do {
        again = false;
        const listed = client.getQueryData<ProductSummary[]>(lists.products);
        if (listed) await refreshFieldCopy(listed).catch(() => {});
      } while (again && owner === userId);
    } finally {
      updating = false;
    }
  };
  const refresh = () => {
    timer = undefined;
    void update();
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
      // A whole read under way stops with it: nothing more is written for a user who signed out.
      stopReading?.();
    }
  };
}
