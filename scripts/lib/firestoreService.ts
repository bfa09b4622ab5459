// The gRPC Firestore service of the embedded stand-in (decision 019): documents, queries and writes
// are @firestore-emulator/server's FirestoreState; transactions are ours (firestoreTransactions.ts),
// because the package's own service answers every transaction with one dummy id and commits
// without looking at what the transaction read. Only the calls firebase-admin makes for this
// project's code are served; the rest answer UNIMPLEMENTED.
import { createRequire } from "node:module";
import type * as grpcTypes from "@grpc/grpc-js";
import type { FirestoreState as FirestoreStateType } from "@firestore-emulator/server";
import type * as v1Types from "@firestore-emulator/proto/dist/google/firestore/v1/firestore.js";
import type { TransactionOptions } from "@firestore-emulator/proto/dist/google/firestore/v1/common.js";
import type { Write } from "@firestore-emulator/proto/dist/google/firestore/v1/write.js";
import type { Value } from "@firestore-emulator/proto/dist/google/firestore/v1/document.js";
import { GrpcError, grpcCode, TransactionBook } from "./firestoreTransactions.ts";

// The packages' CommonJS builds load under tsx and Vitest alike (see firestoreServer.ts).
const require = createRequire(import.meta.url);
const grpc = require("@grpc/grpc-js") as typeof grpcTypes;
const v1 = require("@firestore-emulator/proto/dist/google/firestore/v1/firestore.js") as typeof v1Types;
const { Empty } =
  require("@firestore-emulator/proto/dist/google/protobuf/empty.js") as typeof import("@firestore-emulator/proto/dist/google/protobuf/empty.js");

type State = FirestoreStateType;
type Timestamp = { seconds: number; nanos: number };

const timestampOf = (date: Date): Timestamp => ({ seconds: Math.floor(date.getTime() / 1000), nanos: (date.getTime() % 1000) * 1e6 });
const millisOf = (t: { seconds: number; nanos: number }) => Number(t.seconds) * 1000 + Math.floor(t.nanos / 1e6);

function grpcStatus(error: unknown): Partial<grpcTypes.StatusObject> {
  if (error instanceof GrpcError) return { code: error.code, details: error.message };
  console.error("Embedded Firestore:", error);
  return { code: grpc.status.INTERNAL, details: error instanceof Error ? error.message : String(error) };
}

/** Every write bumps its document's version; a transaction's read is checked against it. */
class Versions {
  #versions = new Map<string, number>();
  constructor(state: State) {
    for (const event of ["create-document", "update-document", "delete-document"] as const) {
      state.emitter.on(event, ({ document }) => this.#versions.set(document.getPath(), this.of(document.getPath()) + 1));
    }
  }
  of(path: string): number {
    return this.#versions.get(path) ?? 0;
  }
}

/**
 * Checks every write's precondition against the state as the earlier writes of the same commit
 * leave it, before any is applied: a commit is all or nothing (the package applies writes one by
 * one and stops at the first failure, leaving the earlier ones written).
 */
function checkPreconditions(state: State, writes: Write[]) {
  const existsAfter = new Map<string, boolean>();
  for (const write of writes) {
    const path = write.has_delete ? write.delete : write.update.name;
    const document = state.getDocument(path);
    const exists = existsAfter.get(path) ?? document.metadata.hasExist;
    const pre = write.has_current_document ? write.current_document : null;
    if (pre?.has_exists && pre.exists && !exists) throw new GrpcError(grpcCode.notFound, `No document to update: ${path}`);
    if (pre?.has_exists && !pre.exists && exists) throw new GrpcError(grpcCode.alreadyExists, `Document already exists: ${path}`);
    if (pre?.has_update_time) {
      const updatedAt = document.metadata.updatedAt as Date | null;
      if (!exists || existsAfter.has(path) || !updatedAt || updatedAt.getTime() !== millisOf(pre.update_time)) {
        throw new GrpcError(grpcCode.failedPrecondition, `The document was changed since it was read: ${path}`);
      }
    }
    existsAfter.set(path, !write.has_delete);
  }
}

/**
 * Firestore's limit on a document, and its way of counting one (cloud.google.com/firestore/docs/storage-size):
 * a string is its UTF-8 bytes plus one, a number or timestamp 8, a boolean or null 1, an array the
 * sum of its values, a map its keys (as strings) and values; the name is each id in its path as a
 * string plus 16, and every document 32 more.
 */
const maxDocumentBytes = 1_048_576;

const stringBytes = (text: string) => Buffer.byteLength(text, "utf8") + 1;
const sum = (sizes: Iterable<number>) => [...sizes].reduce((a, b) => a + b, 0);
const nameBytes = (name: string) =>
  sum(
    name
      .slice(name.indexOf("/documents/") + "/documents/".length)
      .split("/")
      .map(stringBytes),
  ) + 16;

function valueBytes(value: Value): number {
  if (value.has_string_value) return stringBytes(value.string_value);
  if (value.has_bytes_value) return value.bytes_value.length;
  if (value.has_reference_value) return nameBytes(value.reference_value);
  if (value.has_geo_point_value) return 16;
  if (value.has_array_value) return sum(value.array_value.values.map(valueBytes));
  if (value.has_map_value) return fieldsBytes(value.map_value.fields);
  return value.has_integer_value || value.has_double_value || value.has_timestamp_value ? 8 : 1;
}
const fieldsBytes = (fields: Map<string, Value>) => sum([...fields].map(([key, value]) => stringBytes(key) + valueBytes(value)));

/**
 * Refuses a commit with a document over Firestore's limit, as Firestore does: the whole commit, with
 * its message. A write that updates some fields is counted by those alone, so only what Firestore
 * would surely refuse is refused.
 */
function checkSizes(writes: Write[]) {
  for (const write of writes) {
    if (!write.has_update) continue;
    const bytes = nameBytes(write.update.name) + fieldsBytes(write.update.fields) + 32;
    if (bytes > maxDocumentBytes)
      throw new GrpcError(
        grpcCode.invalidArgument,
        `Document '${write.update.name}' cannot be written because its size (${bytes.toLocaleString("en-US")} bytes) exceeds the maximum allowed size of ${maxDocumentBytes.toLocaleString("en-US")} bytes.`,
      );
  }
}

/**
 * A query's `select` (its projection), as the top-level fields it keeps, or null for whole
 * documents. The package answers whole documents whatever the query selects; Firestore sends only
 * the fields asked for, which is what makes a query of one field over a large collection cheap.
 */
function projection(query: v1Types.RunQueryRequest["structured_query"]): Set<string> | null {
  if (!query.has_select) return null;
  return new Set(query.select.fields.map((field) => field.field_path.split(".")[0]!));
}

function projected<T extends { fields?: Record<string, unknown> }>(document: T, fields: Set<string> | null): T {
  if (!fields || !document.fields) return document;
  return { ...document, fields: Object.fromEntries(Object.entries(document.fields).filter(([name]) => fields.has(name))) };
}

const isReadOnly = (options: TransactionOptions | null) => Boolean(options?.has_read_only);
const isRetry = (options: TransactionOptions | null) => Boolean(options?.has_read_write && options.read_write.retry_transaction.length > 0);

/** Called with each commit once applied; the commit is answered when what it returns resolves. */
export type CommitListener = (time: Date, writes: Write[]) => Promise<void>;

function firestoreService(state: State, transactionIdleMs: number, onCommit?: CommitListener) {
  const versions = new Versions(state);
  const transactions = new TransactionBook(transactionIdleMs);

  const documentCheck = (path: string) => () => {
    const document = state.getDocument(path);
    return document.metadata.hasExist ? `${versions.of(path)}` : "missing";
  };
  const queryCheck = (parent: string, query: v1Types.RunQueryRequest["structured_query"]) => () =>
    state
      .v1Query(parent, query)
      .map((document) => `${document.getPath()}@${versions.of(document.getPath())}`)
      .join(",");

  /** Aborts when the client cancels the call (it gave up waiting, or its process went away). */
  function cancellation(call: { on(event: "cancelled", listener: () => void): unknown }) {
    const controller = new AbortController();
    call.on("cancelled", () => controller.abort());
    return controller.signal;
  }

  /** Begins a transaction for a call; one whose call was cancelled while it waited is rolled back at once. */
  async function begin(options: TransactionOptions | null, cancelled: AbortSignal) {
    const id = await transactions.begin({ readOnly: isReadOnly(options), isRetry: isRetry(options) }, cancelled);
    if (cancelled.aborted) {
      transactions.rollback(id);
      throw new GrpcError(grpcCode.cancelled, "The call was cancelled.");
    }
    return id;
  }

  /** The transaction a read belongs to: an existing one, one it starts, or none. */
  async function readTransaction(
    request: { has_transaction: boolean; transaction: Uint8Array; has_new_transaction: boolean; new_transaction: TransactionOptions },
    cancelled: AbortSignal,
  ) {
    if (request.has_new_transaction) return { id: await begin(request.new_transaction, cancelled), isNew: true };
    if (request.has_transaction) return { id: request.transaction, isNew: false };
    return null;
  }

  const implementation: grpcTypes.UntypedServiceImplementation = {
    BeginTransaction(call: grpcTypes.ServerUnaryCall<v1Types.BeginTransactionRequest, unknown>, callback: grpcTypes.sendUnaryData<unknown>) {
      begin(call.request.has_options ? call.request.options : null, cancellation(call)).then(
        (transaction) => callback(null, v1.BeginTransactionResponse.fromObject({ transaction })),
        (error: unknown) => callback(grpcStatus(error)),
      );
    },

    BatchGetDocuments(call: grpcTypes.ServerWritableStream<v1Types.BatchGetDocumentsRequest, unknown>) {
      void (async () => {
        const transaction = await readTransaction(call.request, cancellation(call));
        if (transaction?.isNew) call.write(v1.BatchGetDocumentsResponse.fromObject({ transaction: transaction.id }));
        const readTime = timestampOf(new Date());
        for (const path of call.request.documents) {
          if (transaction) transactions.recordRead(transaction.id, documentCheck(path));
          const document = state.getDocument(path);
          const found = document.metadata.hasExist;
          call.write(
            v1.BatchGetDocumentsResponse.fromObject(
              found ? { found: document.toV1DocumentObject(), read_time: readTime } : { missing: path, read_time: readTime },
            ),
          );
        }
        call.end();
      })().catch((error: unknown) => call.emit("error", grpcStatus(error)));
    },

    RunQuery(call: grpcTypes.ServerWritableStream<v1Types.RunQueryRequest, unknown>) {
      void (async () => {
        const transaction = await readTransaction(call.request, cancellation(call));
        const { parent, structured_query: query } = call.request;
        const check = queryCheck(parent, query);
        if (transaction) transactions.recordRead(transaction.id, check);
        const results = state.v1Query(parent, query);
        const readTime = timestampOf(new Date());
        const common = { read_time: readTime, skipped_results: 0, ...(transaction?.isNew ? { transaction: transaction.id } : {}) };
        if (results.length === 0) call.write(v1.RunQueryResponse.fromObject({ ...common, done: true }));
        const fields = projection(query);
        results.forEach((document, i) =>
          call.write(v1.RunQueryResponse.fromObject({ ...common, document: projected(document.toV1DocumentObject(), fields), done: i === results.length - 1 })),
        );
        call.end();
      })().catch((error: unknown) => call.emit("error", grpcStatus(error)));
    },

    Commit(call: grpcTypes.ServerUnaryCall<v1Types.CommitRequest, unknown>, callback: grpcTypes.sendUnaryData<unknown>) {
      // From the check to the last write nothing awaits: no other call can run in between.
      try {
        if (call.request.transaction.length > 0) transactions.commit(call.request.transaction);
        checkSizes(call.request.writes);
        checkPreconditions(state, call.request.writes);
        const date = new Date();
        const results = call.request.writes.map((write) => state.writeV1Document(date, write).toObject());
        const answer = () => callback(null, v1.CommitResponse.fromObject({ commit_time: timestampOf(date), write_results: results }));
        // Acknowledged only once durable (the journal's flush), never before.
        if (onCommit && call.request.writes.length > 0) onCommit(date, call.request.writes).then(answer, (error: unknown) => callback(grpcStatus(error)));
        else answer();
      } catch (error) {
        callback(grpcStatus(error));
      }
    },

    Rollback(call: grpcTypes.ServerUnaryCall<v1Types.RollbackRequest, unknown>, callback: grpcTypes.sendUnaryData<unknown>) {
      transactions.rollback(call.request.transaction);
      callback(null, Empty.fromObject({}));
    },
  };

  return { definition: v1.UnimplementedFirestoreService.definition as grpcTypes.ServiceDefinition, implementation, close: () => transactions.close() };
}

/** A gRPC server for `state` on 127.0.0.1:`port`: the local stack is for this machine alone. */
export async function serveFirestore(state: State, port: number, options: { transactionIdleMs?: number; onCommit?: CommitListener } = {}) {
  const service = firestoreService(state, options.transactionIdleMs ?? 5_000, options.onCommit);
  const server = new grpc.Server();
  server.addService(service.definition, service.implementation);
  await new Promise<void>((resolve, reject) => {
    server.bindAsync(`127.0.0.1:${port}`, grpc.ServerCredentials.createInsecure(), (error) => (error ? reject(error) : resolve()));
  });
  return {
    stop() {
      service.close();
      server.forceShutdown();
    },
  };
}
