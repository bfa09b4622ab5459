// The embedded Firestore stand-in (@firestore-emulator/server's document state, served by our own
// gRPC service: firestoreService.ts) keeps data only in memory. This wrapper gives it the
// persistence the official emulator's --import/--export-on-exit would: every document is written
// to a JSON snapshot shortly after each change and on stop, and read back on start.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import type { FirestoreState as FirestoreStateType } from "@firestore-emulator/server";
import type { Write as WriteType } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import { serveFirestore } from "./firestoreService.ts";

// The package's ES module build has extension-less imports that Node's ESM loader rejects; its
// CommonJS build loads everywhere (tsx, Vitest).
const require = createRequire(import.meta.url);
const { FirestoreState } = require("@firestore-emulator/server") as { FirestoreState: typeof FirestoreStateType };
const { Write } = require("@firestore-emulator/proto/dist/google/firestore/v1/write.js") as { Write: typeof WriteType };

interface JsonDocument {
  path: string;
  collections: Record<string, { documents: Record<string, JsonDocument> }>;
}
interface SnapshotDocument {
  name: string;
  fields: Record<string, unknown>;
}

type State = FirestoreStateType;

function documentPaths(state: State): string[] {
  const paths: string[] = [];
  const visit = (collections: JsonDocument["collections"]) => {
    for (const collection of Object.values(collections)) {
      for (const doc of Object.values(collection.documents)) {
        paths.push(doc.path);
        visit(doc.collections);
      }
    }
  };
  for (const project of Object.values(state.toJSON().projects)) {
    for (const database of Object.values(project.databases)) {
      visit(database.collections as JsonDocument["collections"]);
    }
  }
  return paths;
}

function snapshot(state: State): SnapshotDocument[] {
  return documentPaths(state).flatMap((path) => {
    const doc = state.getDocument(path);
    if (!doc.metadata.hasExist) return [];
    const { name, fields } = doc.toV1DocumentObject();
    return [{ name: name ?? path, fields: (fields ?? {}) as Record<string, unknown> }];
  });
}

function restore(state: State, docs: SnapshotDocument[]) {
  for (const doc of docs) {
    state.writeV1Document(new Date(), Write.fromObject({ update: doc } as Parameters<typeof Write.fromObject>[0]));
  }
}

export interface PersistentFirestore {
  stop(): void;
  documentCount(): number;
  /** Calls `listener` with each document created, as path and JSON of its fields (fault tests stop the server mid-write). */
  onCreate(listener: (path: string, fieldsJson: string) => void): void;
}

export async function startFirestore(port: number, file: string | null, options: { transactionIdleMs?: number } = {}): Promise<PersistentFirestore> {
  const state = new FirestoreState();
  if (file && existsSync(file)) {
    restore(state, JSON.parse(readFileSync(file, "utf8")) as SnapshotDocument[]);
  }
  let timer: NodeJS.Timeout | null = null;
  const save = () => {
    if (!file) return;
    if (timer) clearTimeout(timer);
    timer = null;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, JSON.stringify(snapshot(state)));
    renameSync(`${file}.tmp`, file);
  };
  const schedule = () => {
    if (!file || timer) return;
    timer = setTimeout(save, 300);
  };
  for (const event of ["create-document", "update-document", "delete-document"] as const) {
    state.emitter.on(event, schedule);
  }
  const server = await serveFirestore(state, port, options);
  return {
    stop() {
      save();
      server.stop();
    },
    documentCount: () => snapshot(state).length,
    onCreate(listener) {
      state.emitter.on("create-document", ({ document }) => listener(document.getPath(), JSON.stringify(document.toV1DocumentObject().fields ?? {})));
    },
  };
}
