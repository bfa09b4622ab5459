import type { Firestore, Transaction } from "firebase-admin/firestore";

/**
 * Numeric ids come from `counters/{name}.last`, read and bumped inside the caller's transaction so
 * two concurrent creates never share an id. (The embedded Firestore stand-in gets
 * FieldValue.increment wrong, so the counter is read and written explicitly.)
 */
export async function nextId(db: Firestore, tx: Transaction, name: string): Promise<number> {
  const ref = db.collection("counters").doc(name);
  const snapshot = await tx.get(ref);
  const last = Number(snapshot.get("last") ?? 0);
  const next = last + 1;
  tx.set(ref, { last: next });
  return next;
}

/** Reserves `count` consecutive ids at once (seed and import write many in a batch). */
export async function reserveIds(db: Firestore, name: string, count: number): Promise<number[]> {
  return db.runTransaction(async (tx) => {
    const ref = db.collection("counters").doc(name);
    const snapshot = await tx.get(ref);
    const last = Number(snapshot.get("last") ?? 0);
    tx.set(ref, { last: last + count });
    return Array.from({ length: count }, (_, i) => last + 1 + i);
  });
}
