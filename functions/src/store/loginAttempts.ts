import { createHash } from "node:crypto";
import { Timestamp } from "firebase-admin/firestore";
import { db } from "../firebase.js";

/**
 * Failed-login counters in Firestore (`login_attempts`), so every function instance sees the same
 * numbers. Keys are hashes: the collection holds no email or address in clear. Counters are read
 * and written in a transaction (the embedded Firestore gets FieldValue.increment wrong).
 */
export interface ThrottleRule {
  key: string;
  limit: number;
}

const attempts = () => db().collection("login_attempts");
const docIdOf = (key: string) => createHash("sha256").update(key).digest("hex");

interface Counter {
  count: number;
  windowStart: number;
}

function liveCounter(data: Partial<Counter> | undefined, now: number, windowMs: number): Counter {
  if (!data || typeof data.windowStart !== "number" || now - data.windowStart >= windowMs) {
    return { count: 0, windowStart: now };
  }
  return { count: Number(data.count ?? 0), windowStart: data.windowStart };
}

export const loginAttemptsStore = {
  /** Seconds until the first rule over its limit frees up, or 0 when none is. */
  async blockedFor(rules: ThrottleRule[], windowMs: number, now = Date.now()): Promise<number> {
    const snapshots = await db().getAll(...rules.map((rule) => attempts().doc(docIdOf(rule.key))));
    let wait = 0;
    snapshots.forEach((snapshot, i) => {
      const counter = liveCounter(snapshot.data() as Partial<Counter> | undefined, now, windowMs);
      if (counter.count >= rules[i]!.limit) {
        wait = Math.max(wait, Math.ceil((counter.windowStart + windowMs - now) / 1000));
      }
    });
    return wait;
  },

  /** Counts one failure against every rule, in one transaction. */
  async recordFailure(rules: ThrottleRule[], windowMs: number, now = Date.now()): Promise<void> {
    await db().runTransaction(async (tx) => {
      const refs = rules.map((rule) => attempts().doc(docIdOf(rule.key)));
      const snapshots = await tx.getAll(...refs);
      snapshots.forEach((snapshot, i) => {
        const counter = liveCounter(snapshot.data() as Partial<Counter> | undefined, now, windowMs);
        // expiresAt lets a Firestore TTL policy on login_attempts remove stale counters in production.
        const expiresAt = Timestamp.fromMillis(counter.windowStart + windowMs);
        tx.set(refs[i]!, { count: counter.count + 1, windowStart: counter.windowStart, expiresAt });
      });
    });
  },

  /** A successful sign-in clears the account's counter (the address keeps its count). */
  async clear(key: string): Promise<void> {
    await attempts().doc(docIdOf(key)).delete();
  },
};
