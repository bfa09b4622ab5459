import type { Product } from "@lorawan/contracts/product";
import { delMany, set, setMany } from "idb-keyval";
import { adminRecordStore, recordsKeyFor } from "./stores";

// How the field copy (fieldCopy.ts) lies in IndexedDB, and its one way of writing it, shared by the
// page's code and the worker that reads the whole list (wholeRead.worker.ts).

/** Bumped when the copy's shape changes: an older copy is then read again whole. */
export const format = 2;
/** Products written per IndexedDB transaction: each is a short task, not one long one. */
const writeBatch = 200;

export interface KeptVersions {
  format: number;
  /** When the copy was last brought up to date. */
  savedAt: number;
  /** Each kept product's id and the `updatedAt` of the record kept. */
  versions: Record<number, string>;
}

export const productKey = (userId: string, id: number) => `${recordsKeyFor(userId)}:product:${id}`;
export const versionsKey = (userId: string) => `${recordsKeyFor(userId)}:versions`;

/**
 * Writes `changed` products, deletes `gone` ones and then the versions that describe the copy; the
 * versions kept, or null when it stopped (`wanted` turned false) or storage refused. The versions go
 * last, so a copy cut short (the tab closed) is read again where it differs, not trusted.
 */
export async function keep(
  userId: string,
  next: Record<number, string>,
  changed: readonly Product[],
  gone: readonly number[],
  wanted: () => boolean = () => true,
): Promise<KeptVersions | null> {
  const store = adminRecordStore();
  try {
    for (let start = 0; start < changed.length; start += writeBatch) {
      if (!wanted()) return null;
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
    return kept;
  } catch {
    // Storage full or refused: the products not written are not on the device; the next list read tries again.
    return null;
  }
}
