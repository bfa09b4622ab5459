import { Timestamp, type Transaction } from "firebase-admin/firestore";
import { db } from "../firebase.js";

/**
 * Keys of admin creates (decision 030): `idempotency_keys/{collection}:{key}` names the record the
 * first request with that key created. Read and written in the create's own transaction, so two
 * requests with one key (a double click, a retry after a lost answer) create one record: the second
 * sees the key, or its commit is aborted by the first and rerun, and then sees it.
 */
const keyRef = (collection: string, key: string) => db().collection("idempotency_keys").doc(`${collection}:${key}`);

/** The id created earlier under this key, or null. Call before any write of the transaction. */
export async function idCreatedWithKey(tx: Transaction, collection: string, key: string | undefined): Promise<number | null> {
  if (key === undefined) return null;
  const snapshot = await tx.get(keyRef(collection, key));
  const id = snapshot.get("id");
  return typeof id === "number" ? id : null;
}

export function rememberKey(tx: Transaction, collection: string, key: string | undefined, id: number): void {
  if (key !== undefined) tx.set(keyRef(collection, key), { id, createdAt: Timestamp.now() });
}

/** What a create answers: the record, and whether an earlier request with the same key made it. */
export interface Created<T> {
  record: T;
  replayed: boolean;
}
