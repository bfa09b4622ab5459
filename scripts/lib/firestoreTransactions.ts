// Firestore's transaction contract for the embedded stand-in (decision 019). A read-write
// transaction holds the database's one transaction lock from its first read to its commit or
// rollback, so transactions run one after another as they would wait on each other's document
// locks in production. Writes outside a transaction (batches, plain sets) take no lock; a commit
// therefore checks that every document and query the transaction read is as it was read, and
// answers ABORTED when not, which the SDK retries.
import { randomBytes } from "node:crypto";

/** gRPC status codes the SDK acts on (google.rpc.Code). */
export const grpcCode = { cancelled: 1, invalidArgument: 3, notFound: 5, alreadyExists: 6, failedPrecondition: 9, aborted: 10 } as const;

export class GrpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/** What a transaction saw: its value now must equal the value then, or the commit aborts. */
type ReadCheck = () => string;

interface OpenTransaction {
  readOnly: boolean;
  reads: { seen: string; now: ReadCheck }[];
  idleTimer: NodeJS.Timeout | null;
}

interface Waiter {
  key: string;
  grant: () => void;
}

/**
 * Transactions of one database. `idleMs` frees the lock of a transaction whose client went away
 * without committing or rolling back (Firestore expires idle transactions the same way); its
 * later calls answer "transaction has expired", which the SDK retries.
 */
export class TransactionBook {
  #open = new Map<string, OpenTransaction>();
  #holder: string | null = null;
  #queue: Waiter[] = [];

  constructor(private readonly idleMs: number) {}

  /**
   * Starts a transaction; a read-write one first waits for the lock (a retried one goes first).
   * A call cancelled while it waits (its client gave up) leaves the queue without the lock.
   */
  async begin(options: { readOnly: boolean; isRetry: boolean }, cancelled?: AbortSignal): Promise<Uint8Array> {
    const id = randomBytes(16);
    const key = id.toString("hex");
    const transaction: OpenTransaction = { readOnly: options.readOnly, reads: [], idleTimer: null };
    this.#open.set(key, transaction);
    if (!options.readOnly) await this.#acquire(key, options.isRetry, cancelled);
    this.#touch(key, transaction);
    return id;
  }

  /** Records a read so the commit can check it: `now` computes what `seen` was computed from. */
  recordRead(id: Uint8Array, now: ReadCheck, seen = now()): void {
    const transaction = this.#get(id);
    if (!transaction.readOnly) transaction.reads.push({ seen, now });
  }

  /** Ends a transaction for its commit: throws ABORTED when anything it read has changed since. */
  commit(id: Uint8Array): void {
    const transaction = this.#get(id);
    this.#end(Buffer.from(id).toString("hex"), transaction);
    if (transaction.reads.some((read) => read.now() !== read.seen)) {
      throw new GrpcError(grpcCode.aborted, "Transaction aborted: a document it read was changed before its commit.");
    }
  }

  rollback(id: Uint8Array): void {
    const key = Buffer.from(id).toString("hex");
    const transaction = this.#open.get(key);
    if (transaction) this.#end(key, transaction);
  }

  /** Frees every lock (the server stops). */
  close(): void {
    for (const [key, transaction] of this.#open) this.#end(key, transaction);
  }

  #get(id: Uint8Array): OpenTransaction {
    const key = Buffer.from(id).toString("hex");
    const transaction = this.#open.get(key);
    // The SDK retries exactly this INVALID_ARGUMENT message, as it does against Firestore.
    if (!transaction) throw new GrpcError(grpcCode.invalidArgument, "The referenced transaction has expired or is no longer valid: transaction has expired");
    this.#touch(key, transaction);
    return transaction;
  }

  #touch(key: string, transaction: OpenTransaction) {
    if (transaction.idleTimer) clearTimeout(transaction.idleTimer);
    transaction.idleTimer = setTimeout(() => {
      if (this.#holder === key)
        console.warn(`Embedded Firestore: a transaction idle for ${this.idleMs} ms was ended and its lock freed (its client went away).`);
      this.#end(key, transaction);
    }, this.idleMs);
    transaction.idleTimer.unref();
  }

  #end(key: string, transaction: OpenTransaction) {
    if (transaction.idleTimer) clearTimeout(transaction.idleTimer);
    this.#open.delete(key);
    if (this.#holder !== key) return;
    const next = this.#queue.shift();
    this.#holder = next?.key ?? null;
    next?.grant();
  }

  /** Takes the lock for `key` at once when it is free, else when its turn comes. */
  #acquire(key: string, first: boolean, cancelled?: AbortSignal): Promise<void> {
    if (this.#holder === null) {
      this.#holder = key;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const waiter = { key, grant: resolve };
      if (first) this.#queue.unshift(waiter);
      else this.#queue.push(waiter);
      cancelled?.addEventListener("abort", () => {
        const at = this.#queue.indexOf(waiter);
        if (at < 0) return;
        this.#queue.splice(at, 1);
        this.#open.delete(key);
        reject(new GrpcError(grpcCode.cancelled, "The call was cancelled while it waited for the transaction lock."));
      });
    });
  }
}
