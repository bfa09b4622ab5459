/// <reference lib="webworker" />
import type { Product } from "@lorawan/contracts/product";
import { set } from "idb-keyval";
import { keep, type KeptVersions } from "./fieldCopyStore";
import { adminCacheStore, recordsKeyFor } from "./stores";

// The field copy's whole read (fieldCopy.ts), off the page's main thread: at 5,000 products the
// answer is about 6.5 MB of JSON, and parsing it and handing 5,000 records to IndexedDB (which
// copies each) took tasks of 200 ms and more on a tablet, while the admin searched the list.
// The page sends the user and the versions it has kept; the worker reads the list whole, keeps what
// differs, and answers the versions now kept. The page ends the worker if the admin signs out.

/** What the page asks: the user whose copy it is, and the versions of the copy it has (none: a first copy). */
export interface WholeReadRequest {
  userId: string;
  before: Record<number, string> | null;
}

/** The answer: the versions kept, or null when storage refused them; or why the read failed. */
export type WholeReadAnswer = { kept: KeptVersions | null } | { failed: string };

declare const self: DedicatedWorkerGlobalScope;

/** The last whole read: its JSON's size and how long reading and keeping it took (the bench reports both). */
interface WholeRead {
  products: number;
  bytes: number;
  ms: number;
  at: number;
}
const wholeReadKey = (userId: string) => `${recordsKeyFor(userId)}:whole-read`;

async function readWhole({ userId, before }: WholeReadRequest): Promise<KeptVersions | null> {
  const started = performance.now();
  const response = await fetch("/api/admin/products", { credentials: "include" });
  if (!response.ok) throw new Error(`The products could not be read (${response.status})`);
  // Read as bytes and decoded once: their count is the size the bench reports.
  const body = await response.arrayBuffer();
  const products = JSON.parse(new TextDecoder().decode(body)) as Product[];
  const previous = before ?? {};
  const listed = new Set(products.map((p) => p.id));
  const kept = await keep(
    userId,
    Object.fromEntries(products.map((p) => [p.id, p.updatedAt])),
    products.filter((p) => previous[p.id] !== p.updatedAt),
    Object.keys(previous)
      .map(Number)
      .filter((id) => !listed.has(id)),
  );
  const took: WholeRead = { products: products.length, bytes: body.byteLength, ms: Math.round(performance.now() - started), at: Date.now() };
  await set(wholeReadKey(userId), took, adminCacheStore()).catch(() => {});
  return kept;
}

self.onmessage = (event: MessageEvent<WholeReadRequest>) => {
  readWhole(event.data).then(
    (kept) => self.postMessage({ kept } satisfies WholeReadAnswer),
    (error: unknown) => self.postMessage({ failed: error instanceof Error ? error.message : String(error) } satisfies WholeReadAnswer),
  );
};
