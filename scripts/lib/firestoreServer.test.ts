import { deleteApp, initializeApp } from "firebase-admin/app";
import { FieldValue, getFirestore, Timestamp } from "firebase-admin/firestore";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startFirestore } from "./firestoreServer.ts";

const dir = mkdtempSync(join(tmpdir(), "firestore-snapshot-"));
const file = join(dir, "firestore.json");
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function withDb<T>(port: number, fn: (db: FirebaseFirestore.Firestore) => Promise<T>): Promise<T> {
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: "demo-snapshot-test" }, `snapshot-${port}-${Math.random()}`);
  try {
    return await fn(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}

describe("the embedded Firestore's snapshot", () => {
  it("keeps documents of every type across a stop and a start", { timeout: 30_000 }, async () => {
    const port = 60000 + Math.floor(Math.random() * 1000);
    const first = await startFirestore(port, file);
    const createdAt = Timestamp.fromDate(new Date("2025-01-20T10:00:00Z"));
    await withDb(port, async (db) => {
      await db.doc("products/7").set({ name: "TH-310", price: "189.00", stock: 12, ok: true, none: null, tags: ["a", "b"], specs: { Range: "15 km" }, createdAt });
      await db.doc("products/8").set({ name: "gone" });
      await db.doc("products/8").delete();
    });
    first.stop();

    const second = await startFirestore(port + 1000, file);
    try {
      await withDb(port + 1000, async (db) => {
        const snapshot = await db.doc("products/7").get();
        expect(snapshot.data()).toEqual({ name: "TH-310", price: "189.00", stock: 12, ok: true, none: null, tags: ["a", "b"], specs: { Range: "15 km" }, createdAt });
        expect((await db.doc("products/8").get()).exists).toBe(false);
        expect((await db.collection("products").where("name", "==", "TH-310").get()).size).toBe(1);
      });
    } finally {
      second.stop();
    }
  });

  it("replays every acknowledged commit from its log when the process ended without a stop", { timeout: 30_000 }, async () => {
    const crashFile = join(dir, "crashed.json");
    const port = 61000 + Math.floor(Math.random() * 1000);
    const running = await startFirestore(port, crashFile);
    let written: FirebaseFirestore.DocumentData | undefined;
    await withDb(port, async (db) => {
      await db.runTransaction(async (tx) => {
        tx.set(db.doc("counters/products"), { next: 41 });
        tx.set(db.doc("products/41"), { name: "TH-310", tags: ["a"], specs: { Range: "15 km" }, at: FieldValue.serverTimestamp() });
      });
      await db.doc("products/42").set({ name: "gone" });
      await db.doc("products/42").delete();
      written = (await db.doc("products/41").get()).data();
    });
    // The first process never stops: only what it logged before answering can be read back.
    const after = await startFirestore(port + 1000, crashFile);
    try {
      await withDb(port + 1000, async (db) => {
        expect((await db.doc("products/41").get()).data()).toEqual(written);
        expect((await db.doc("counters/products").get()).data()).toEqual({ next: 41 });
        expect((await db.doc("products/42").get()).exists).toBe(false);
      });
    } finally {
      after.stop();
      running.stop();
    }
  });
});
