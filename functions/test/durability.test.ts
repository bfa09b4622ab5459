import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shiftedPorts } from "../../scripts/lib/ports.ts";
import { resetConfig } from "../src/config.js";
import { resetFirebase } from "../src/firebase.js";
import { send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// Issue 30: a write the API acknowledged survives a crash of the database's process. This file runs
// the API against an embedded Firestore in a process of its own, kills it with SIGKILL (nothing
// runs at exit) and starts it again on the same data folder (decision 064).
const port = shiftedPorts(Number(process.env.API_TEST_PORT_OFFSET ?? 15000)).firestore + 9;
const dataDir = mkdtempSync(join(tmpdir(), "api-durability-"));
const script = resolve(import.meta.dirname, "../../scripts/lib/firestoreAlone.ts");

function startFirestoreProcess(): Promise<ChildProcess> {
  return new Promise((ready, fail) => {
    const child = spawn(process.execPath, ["--import", "tsx", script, String(port), join(dataDir, "firestore.json")], { stdio: ["ignore", "pipe", "inherit"] });
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("ready")) ready(child);
    });
    child.once("exit", (code) => fail(new Error(`the Firestore process exited with ${code} before it was ready`)));
  });
}

let firestore: ChildProcess;
let api: TestApi;
let admin: string;

// The API files share one module graph (vitest.config.ts): the shared Firestore's host and clients
// are put back for the files after this one.
const sharedFirestoreHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  firestore = await startFirestoreProcess();
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  resetConfig();
  await resetFirebase();
  api = await startApi();
  admin = (await signedInCookies(api)).adminCookie;
});
afterAll(async () => {
  await api.close();
  firestore.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
  process.env.FIRESTORE_EMULATOR_HOST = sharedFirestoreHost;
  resetConfig();
  await resetFirebase();
});

type Created = { id: number; name: string };
const adminProducts = async () => (await (await send(api, "GET", "/api/admin/products", { cookie: admin })).json()) as Created[];
const create = (name: string) => send(api, "POST", "/api/admin/products", { cookie: admin, body: { name, manufacturer: "Acme", description: "A sensor" } });

describe("the embedded Firestore killed with SIGKILL", () => {
  it("keeps all 20 products whose creates answered 201, and never hands out their ids again", { timeout: 120_000 }, async () => {
    const tag = unique();
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => create(`Durable ${tag} ${i}`)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const acknowledged = await Promise.all(answers.map(async (answer) => ((await answer.json()) as Created).id));

    const exited = new Promise((resolve) => firestore.once("exit", resolve));
    firestore.kill("SIGKILL");
    await exited;
    firestore = await startFirestoreProcess();

    // The API's client reconnects on its own once the database is back.
    let stored: Created[] = [];
    for (const until = Date.now() + 60_000; Date.now() < until; ) {
      const response = await send(api, "GET", "/api/admin/products", { cookie: admin });
      if (response.status === 200) {
        stored = ((await response.json()) as Created[]).filter((product) => product.name.startsWith(`Durable ${tag} `));
        break;
      }
      await new Promise((wait) => setTimeout(wait, 500));
    }
    expect(stored.map((product) => product.id).sort((a, b) => a - b)).toEqual([...acknowledged].sort((a, b) => a - b));

    const next = await create(`Durable ${tag} after`);
    expect(next.status).toBe(201);
    const nextId = ((await next.json()) as Created).id;
    expect(acknowledged).not.toContain(nextId);
    expect((await adminProducts()).filter((product) => product.id === nextId)).toHaveLength(1);
  });
});
