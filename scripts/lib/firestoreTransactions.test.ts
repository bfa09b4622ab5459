import { describe, expect, it } from "vitest";
import { grpcCode, TransactionBook } from "./firestoreTransactions.ts";

const readWrite = { readOnly: false, isRetry: false };
/** Whether `promise` has settled once pending callbacks have run. */
const settled = async (promise: Promise<unknown>) => {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setTimeout(resolve, 10));
  return done;
};

describe("the embedded Firestore's transaction lock", () => {
  it("lets one read-write transaction run at a time, and read-only ones at any time", async () => {
    const book = new TransactionBook(60_000);
    const first = await book.begin(readWrite);
    const second = book.begin(readWrite);
    expect(await settled(second)).toBe(false);
    expect(await settled(book.begin({ readOnly: true, isRetry: false }))).toBe(true);
    book.commit(first);
    expect(await settled(second)).toBe(true);
    book.close();
  });

  it("serves a retried transaction before the ones that have not run yet", async () => {
    const book = new TransactionBook(60_000);
    const holder = await book.begin(readWrite);
    const order: string[] = [];
    const fresh = book.begin(readWrite).then((id) => (order.push("fresh"), id));
    const retried = book.begin({ readOnly: false, isRetry: true }).then((id) => (order.push("retried"), id));
    book.rollback(holder);
    book.commit(await retried);
    book.commit(await fresh);
    expect(order).toEqual(["retried", "fresh"]);
  });

  it("drops a waiting call its client cancelled, so it never holds the lock", async () => {
    const book = new TransactionBook(60_000);
    const holder = await book.begin(readWrite);
    const cancel = new AbortController();
    const abandoned = book.begin(readWrite, cancel.signal);
    const next = book.begin(readWrite);
    cancel.abort();
    await expect(abandoned).rejects.toMatchObject({ code: grpcCode.cancelled });
    book.commit(holder);
    expect(await settled(next)).toBe(true);
    book.close();
  });

  it("frees the lock of a transaction left idle, whose later commit answers 'transaction has expired'", async () => {
    const book = new TransactionBook(30);
    const idle = await book.begin(readWrite);
    const next = book.begin(readWrite);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await settled(next)).toBe(true);
    expect(() => book.commit(idle)).toThrow(/transaction has expired/);
    book.close();
  });

  it("aborts a commit when something the transaction read has changed since", () => {
    const book = new TransactionBook(60_000);
    let value = "v1";
    return book.begin(readWrite).then((id) => {
      book.recordRead(id, () => value);
      value = "v2";
      expect(() => book.commit(id)).toThrow(expect.objectContaining({ code: grpcCode.aborted }));
    });
  });
});
