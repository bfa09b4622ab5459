import { deleteApp, initializeApp, type App } from "firebase-admin/app";
import { getFirestore, type Firestore } from "firebase-admin/firestore";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFirestore, type PersistentFirestore } from "./firestoreServer.ts";

// Firestore's transaction contract, held by the embedded stand-in through firebase-admin itself:
// what the function's stores rely on when two requests write at once (decision 019).
const port = 61000 + Math.floor(Math.random() * 1000);
let server: PersistentFirestore;
let app: App;
let db: Firestore;

beforeAll(async () => {
  server = await startFirestore(port, null, { transactionIdleMs: 500 });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  app = initializeApp({ projectId: "demo-transactions-test" }, `transactions-${port}`);
  db = getFirestore(app);
});
afterAll(async () => {
  await deleteApp(app);
  server.stop();
});

const unique = () => Math.random().toString(36).slice(2, 10);

describe("a transaction on the embedded Firestore", () => {
  it("runs again when a document it read is written before its commit, and keeps both writes", async () => {
    const ref = db.doc(`counters/${unique()}`);
    await ref.set({ last: 1 });
    let runs = 0;
    await db.runTransaction(async (tx) => {
      runs += 1;
      const last = Number((await tx.get(ref)).get("last"));
      if (runs === 1) await ref.set({ last: 10 });
      tx.set(ref, { last: last + 1 });
    });
    expect(runs).toBe(2);
    expect((await ref.get()).get("last")).toBe(11);
  });

  it("runs again when a document appears among the results of a query it ran", async () => {
    const collection = db.collection(`names-${unique()}`);
    let runs = 0;
    const outcome = await db.runTransaction(async (tx) => {
      runs += 1;
      const taken = await tx.get(collection.where("name", "==", "Air Quality"));
      if (runs === 1) await collection.doc("other").set({ name: "Air Quality" });
      if (!taken.empty) return "duplicate";
      tx.set(collection.doc("mine"), { name: "Air Quality" });
      return "created";
    });
    expect(runs).toBe(2);
    expect(outcome).toBe("duplicate");
    expect((await collection.get()).size).toBe(1);
  });

  it("gives 20 concurrent read-increment-write transactions 20 different numbers", async () => {
    const ref = db.doc(`counters/${unique()}`);
    const ids = await Promise.all(
      Array.from({ length: 20 }, () =>
        db.runTransaction(async (tx) => {
          const next = Number((await tx.get(ref)).get("last") ?? 0) + 1;
          tx.set(ref, { last: next });
          return next;
        }),
      ),
    );
    expect(new Set(ids).size).toBe(20);
    expect((await ref.get()).get("last")).toBe(20);
  });

  it("lets the others go on once a transaction that never commits has been idle too long", async () => {
    const ref = db.doc(`counters/${unique()}`);
    const abandoned = db.runTransaction(async (tx) => {
      await tx.get(ref);
      await new Promise(() => {}); // its client hangs: no commit, no rollback
    });
    void abandoned;
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.set(ref, { last: 1 });
    });
    expect((await ref.get()).get("last")).toBe(1);
  });

  it("writes nothing of a commit when one of its preconditions fails", async () => {
    const existing = db.doc(`things/${unique()}`);
    const other = db.doc(`things/${unique()}`);
    await existing.set({ v: 1 });
    const batch = db.batch();
    batch.set(other, { v: 2 });
    batch.create(existing, { v: 3 });
    await expect(batch.commit()).rejects.toMatchObject({ code: 6 });
    expect((await other.get()).exists).toBe(false);
    expect((await existing.get()).get("v")).toBe(1);
  });

  it("refuses a commit with a document over Firestore's 1 MiB, as Firestore does, and writes nothing of it", async () => {
    const id = unique();
    const big = db.doc(`things/${id}`);
    const other = db.doc(`things/${unique()}`);
    // The name (6 + 1 + 8 + 1 + 16), the field ("text" + 1) and 32: this string fills the rest exactly.
    const room = 1_048_576 - (7 + 9 + 16) - 5 - 32 - 1;
    await big.set({ text: "x".repeat(room) });
    expect(((await big.get()).get("text") as string).length).toBe(room);

    const batch = db.batch();
    batch.set(other, { v: 1 });
    batch.set(big, { text: "é".repeat(room / 2 + 1) });
    await expect(batch.commit()).rejects.toMatchObject({ code: 3, details: expect.stringMatching(/exceeds the maximum allowed size of 1,048,576 bytes/) });
    expect((await other.get()).exists).toBe(false);
    expect(((await big.get()).get("text") as string).length).toBe(room);
    // Counted in the nested maps and arrays as well.
    await expect(db.doc(`things/${unique()}`).set({ list: [{ a: "y".repeat(600_000) }, { b: "y".repeat(600_000) }] })).rejects.toMatchObject({ code: 3 });
  });

  it("answers a query's select with the fields it names only, as Firestore does", async () => {
    const collection = db.collection(`projected-${unique()}`);
    await collection.doc("a").set({ name: "Air Quality", description: "x".repeat(1000), nested: { deep: 1 } });
    const [named] = (await collection.select("name").get()).docs;
    expect(named!.data()).toEqual({ name: "Air Quality" });
    expect((await collection.select("nested.deep").get()).docs[0]!.data()).toEqual({ nested: { deep: 1 } });
    expect((await collection.get()).docs[0]!.get("description")).toHaveLength(1000);
  });
});
