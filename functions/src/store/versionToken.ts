import { randomUUID } from "node:crypto";
import { Timestamp, type DocumentData, type DocumentReference, type Firestore } from "firebase-admin/firestore";
import { db } from "../firebase.js";

/**
 * A version token names the current state of something the function serves from memory (decision
 * 006): `meta/<name>` holds a random `version` that every write changing what those reads answer
 * (the public ones, and for the catalogue the admin's list too) replaces, in the same batch or
 * transaction as the write itself. A cache keyed by the token costs one document read per request
 * instead of one per item, and a write through any instance shows in the next answer of every
 * instance.
 *
 * Plain `set` of a fresh token rather than a counter: the embedded Firestore stand-in gets
 * FieldValue.increment wrong, and a token needs no read before the write.
 *
 * Takes the Firestore explicitly (no `db()`) where it writes: the seed and the bench write directly
 * and bump through this module too.
 */
export type VersionName = "catalogue" | "news";

export const versionRef = (store: Firestore, name: VersionName) => store.collection("meta").doc(name);

interface VersionToken {
  version: string;
  changedAt: Timestamp;
}

const newVersionToken = (): VersionToken => ({ version: randomUUID(), changedAt: Timestamp.now() });

/** A transaction or a write batch: both take a `set` that lands with the rest of the write. */
export interface Writer {
  set(ref: DocumentReference<DocumentData>, data: DocumentData): unknown;
}

/** Marks `name` changed, in the same commit as the change. */
export function bumpVersion(store: Firestore, writer: Writer, name: VersionName): void {
  writer.set(versionRef(store, name), newVersionToken());
}

/** What a versioned cache answers: the value read for a version token, from memory while it is unchanged. */
export interface VersionedCache<T> {
  /** The current token (one document read). */
  currentVersion(): Promise<string>;
  /** The value for a token `currentVersion` read (from memory when it is the cached one). */
  at(version: string): Promise<T>;
  /** The current value: one document read while it is unchanged. */
  current(): Promise<T>;
}

/**
 * Keeps the latest value `build` made in memory under `name`'s token. Nothing is served when the
 * token cannot be read: a database outage still answers 503 (the request deadline). The token is
 * read before the value, so a cached value never holds data older than its token; a write landing
 * in between changes the token, and the next request reads again.
 */
export function versionedCache<T>(name: VersionName, build: (version: string) => Promise<T>): VersionedCache<T> {
  let cached: { version: string; value: T } | null = null;
  /** The token most recently read: a slow read of an older version does not replace a newer one. */
  let latestVersion: string | null = null;
  /** Reads under way, by version: concurrent misses share one. */
  const building = new Map<string, Promise<T>>();

  /**
   * Data written before the token existed has none: the first reader creates one (in a
   * transaction, so a concurrent write's token is never overwritten).
   */
  async function currentVersion(): Promise<string> {
    const store = db();
    const ref = versionRef(store, name);
    const stored: unknown = (await ref.get()).get("version");
    const version =
      typeof stored === "string"
        ? stored
        : await store.runTransaction(async (tx) => {
            const existing: unknown = (await tx.get(ref)).get("version");
            if (typeof existing === "string") return existing;
            const created = newVersionToken();
            tx.set(ref, created);
            return created.version;
          });
    latestVersion = version;
    return version;
  }

  function at(version: string): Promise<T> {
    if (cached?.version === version) return Promise.resolve(cached.value);
    let pending = building.get(version);
    if (!pending) {
      pending = build(version)
        .then((value) => {
          if (!cached || version === latestVersion) cached = { version, value };
          return value;
        })
        .finally(() => building.delete(version));
      building.set(version, pending);
    }
    return pending;
  }

  return { currentVersion, at, current: async () => at(await currentVersion()) };
}
