// The embedded Firestore stand-in (@firestore-emulator/server's document state, served by our own
// gRPC service: firestoreService.ts) keeps data only in memory. This wrapper makes it durable: each
// commit is logged and flushed to the disk before it is answered (firestoreJournal.ts), and the
// log is folded into a JSON snapshot of every document at start and at a clean stop (decision 064).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { createRequire } from "node:module";
import type { FirestoreState as FirestoreStateType } from "@firestore-emulator/server";
import type { Write as WriteType } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import { Journal, readJournal } from "./firestoreJournal.ts";
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

/** A log past this size is folded into the snapshot while the stack runs. */
const compactAfterBytes = 16 * 1024 * 1024;

export interface PersistentFirestore {
  stop(): void;
  documentCount(): number;
  /** Calls `listener` with each document created, as path and JSON of its fields (fault tests stop the server mid-write). */
  onCreate(listener: (path: string, fieldsJson: string) => void): void;
}

export async function startFirestore(port: number, file: string | null, options: { transactionIdleMs?: number } = {}): Promise<PersistentFirestore> {
  const state = new FirestoreState();
  // Writes are logged as their protocol buffer bytes (base64): toObject() loses which field of a oneof is set.
  let journal: Journal<string> | null = null;
  if (file) {
    mkdirSync(dirname(file), { recursive: true });
    const { snapshot: saved, entries } = readJournal<SnapshotDocument, string>(file);
    restore(state, saved.documents);
    // Replayed at the time each commit was applied, so server timestamps come out as they did.
    for (const entry of entries) {
      const time = new Date(entry.time);
      for (const write of entry.writes) state.writeV1Document(time, Write.deserializeBinary(Buffer.from(write, "base64")));
    }
    journal = new Journal(file, entries.at(-1)?.sequence ?? saved.sequence);
    journal.compact(snapshot(state));
  }
  const onCommit = journal
    ? (time: Date, writes: WriteType[]) => {
        const durable = journal.append(time.getTime(), writes.map((write) => Buffer.from(write.serializeBinary()).toString("base64")));
        if (journal.size > compactAfterBytes) journal.compact(snapshot(state));
        return durable;
      }
    : undefined;
  const server = await serveFirestore(state, port, { ...options, onCommit });
  let stopped = false;
  return {
    stop() {
      if (stopped) return;
      stopped = true;
      server.stop();
      journal?.compact(snapshot(state));
      journal?.close();
    },
    documentCount: () => snapshot(state).length,
    onCreate(listener) {
      state.emitter.on("create-document", ({ document }) => listener(document.getPath(), JSON.stringify(document.toV1DocumentObject().fields ?? {})));
    },
  };
}
