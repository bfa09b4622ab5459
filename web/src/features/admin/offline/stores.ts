import { createStore, type UseStore } from "idb-keyval";

// The admin's IndexedDB stores and their keys, shared by the page's code and the field copy's worker
// (wholeRead.worker.ts), which must not load TanStack Query or React to reach them.

let cacheStore: UseStore | null = null;
/** The device's store of the admin's lists (deviceCache.ts) and what the last whole read took (fieldCopy.ts). */
export const adminCacheStore = () => (cacheStore ??= createStore("lorawan-admin", "query-cache"));

let recordStore: UseStore | null = null;
/**
 * The whole products fieldCopy.ts keeps, each under its own key (`user:{id}:records:product:{id}`),
 * with the versions of the copy beside them (`user:{id}:records:versions`), in a database of their own.
 */
export const adminRecordStore = () => (recordStore ??= createStore("lorawan-admin-records", "products"));

/** The key of a user's kept lists; the user's other keys start with it and a colon. */
export const userKey = (userId: string) => `user:${userId}`;
/** The prefix of fieldCopy.ts's keys: its products and versions, and (":whole-read", which the bench reads) what its last whole read took. */
export const recordsKeyFor = (userId: string) => `${userKey(userId)}:records`;
