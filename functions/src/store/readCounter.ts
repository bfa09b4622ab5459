import { AsyncLocalStorage } from "node:async_hooks";
import type { RequestHandler } from "express";
import { DocumentSnapshot, Firestore, Query, QuerySnapshot, Transaction } from "firebase-admin/firestore";

/**
 * Firestore document reads per request, for `npm run bench` (Firestore bills per document read).
 * Emulator only: app.ts mounts `countFirestoreReads` when config().isEmulator, and it answers the
 * count in an `X-Firestore-Reads` header. Production never loads the patch below.
 *
 * Every read in the store layer goes through one of four client methods, so counting there covers
 * every store without touching each call: Query.get (queries), Firestore.getAll (which
 * DocumentReference.get also uses), Transaction.get and Transaction.getAll. None calls another.
 */
const firestoreReadsHeader = "X-Firestore-Reads";

const requestReads = new AsyncLocalStorage<{ reads: number }>();

/** Documents a read returned: a query's size, one per document snapshot (existing or not). */
function documentsRead(result: unknown): number {
  if (result instanceof QuerySnapshot) return result.size;
  if (result instanceof DocumentSnapshot) return 1;
  if (Array.isArray(result)) return result.length;
  return 0;
}

type AnyMethod = (this: unknown, ...args: unknown[]) => Promise<unknown>;

function countCalls(prototype: object, name: string) {
  const target = prototype as Record<string, AnyMethod>;
  const original = target[name]!;
  target[name] = function (this: unknown, ...args: unknown[]) {
    const counter = requestReads.getStore();
    const result = original.apply(this, args);
    if (!counter) return result;
    return result.then((value) => {
      counter.reads += documentsRead(value);
      return value;
    });
  };
}

let patched = false;

function patchFirestoreReads() {
  if (patched) return;
  patched = true;
  countCalls(Query.prototype, "get");
  countCalls(Firestore.prototype, "getAll");
  countCalls(Transaction.prototype, "get");
  countCalls(Transaction.prototype, "getAll");
}

/** Runs the request with its own read counter and writes the count into the response headers. */
export const countFirestoreReads: RequestHandler = (_req, res, next) => {
  patchFirestoreReads();
  const counter = { reads: 0 };
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!res.headersSent) res.setHeader(firestoreReadsHeader, String(counter.reads));
    return writeHead.apply(this, args);
  } as typeof writeHead;
  requestReads.run(counter, next);
};
