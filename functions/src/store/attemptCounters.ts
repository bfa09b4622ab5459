import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase.js";

/** Attempts counted under one key: how many since `since`, the latest at `last` (epoch ms). */
export interface AttemptCounter {
  count: number;
  since: number;
  last: number;
}

/** What a throttle says about one key's counter. */
export interface AttemptRule {
  key: string;
  /** Milliseconds the caller must still wait before another attempt; 0 or less lets it through. */
  waitMs(counter: AttemptCounter, now: number): number;
  /** When a counter is forgotten (epoch ms). A Firestore TTL policy on `expiresAt` removes it. */
  expiresAt(counter: AttemptCounter): number;
}

/** gRPC ABORTED: the transaction lost to others on the same counters more often than the SDK retries. */
const isContended = (error: unknown) => typeof error === "object" && error !== null && "code" in error && error.code === 10;

/** Retry-After, in seconds, for a caller whose attempt lost to a crowd of parallel ones. */
const contendedRetryAfter = 1;

function liveCounter(data: Record<string, unknown> | undefined, now: number): AttemptCounter | null {
  if (!data || !(data.expiresAt instanceof Timestamp) || data.expiresAt.toMillis() <= now) return null;
  const { count, since, last } = data;
  if (typeof count !== "number" || typeof since !== "number" || typeof last !== "number") return null;
  return { count, since, last };
}

/**
 * Attempt counters in one Firestore collection, so every function instance sees the same numbers.
 * Document ids are hashes of the keys: the collection holds no email or address in clear. Every
 * change is a transaction that reads before it writes (the embedded Firestore gets
 * FieldValue.increment wrong), so parallel attempts are counted one after another.
 */
export function attemptCounters(collection: string) {
  const refOf = (key: string) => db().collection(collection).doc(createHash("sha256").update(key).digest("hex"));

  return {
    /**
     * Counts one attempt against every rule, before the attempt is made, so that parallel attempts
     * cannot all pass a check made before any of them is counted. When a rule says wait, nothing is
     * counted and the answer is the seconds to wait; 0 means counted, go on.
     */
    async reserve(rules: AttemptRule[], now = Date.now()): Promise<number> {
      try {
        return await db().runTransaction(async (tx) => {
          const refs = rules.map((rule) => refOf(rule.key));
          const counters = (await tx.getAll(...refs)).map((snapshot) => liveCounter(snapshot.data(), now));
          const waitMs = Math.max(0, ...counters.map((counter, i) => (counter ? rules[i]!.waitMs(counter, now) : 0)));
          if (waitMs > 0) return Math.ceil(waitMs / 1000);
          counters.forEach((counter, i) => {
            const next = counter ? { count: counter.count + 1, since: counter.since, last: Math.max(counter.last, now) } : { count: 1, since: now, last: now };
            tx.set(refs[i]!, { ...next, expiresAt: Timestamp.fromMillis(rules[i]!.expiresAt(next)) });
          });
          return 0;
        });
      } catch (error) {
        if (isContended(error)) return contendedRetryAfter;
        throw error;
      }
    },

    /** Takes one attempt back from each key's counter: the attempt turned out not to count. */
    async refund(keys: string[], now = Date.now()): Promise<void> {
      await db().runTransaction(async (tx) => {
        const refs = keys.map(refOf);
        const snapshots = await tx.getAll(...refs);
        snapshots.forEach((snapshot, i) => {
          const counter = liveCounter(snapshot.data(), now);
          if (!counter) return;
          if (counter.count <= 1) tx.delete(refs[i]!);
          else tx.update(refs[i]!, { count: counter.count - 1 });
        });
      });
    },

    /** Forgets a key's counter altogether. */
    async forget(key: string): Promise<void> {
      await refOf(key).delete();
    },
  };
}
