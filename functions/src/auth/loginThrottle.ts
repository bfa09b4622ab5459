import { HttpError } from "../http/errors.js";
import type { AttemptCounter, AttemptRule } from "../store/attemptCounters.js";
import { loginAttemptsStore } from "../store/loginAttempts.js";

/**
 * OWASP ASVS 2.2.1: slow guessing down without letting anyone lock the real user out. Failures are
 * counted per account and client address, and per address across accounts; there is no
 * account-wide count, since any refusal it caused would refuse the owner elsewhere too. After the
 * free failures each further attempt waits twice as long as the one before, up to 15 minutes.
 */
export const loginThrottle = {
  perAccountAndAddress: 5,
  perAddress: 20,
  firstDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
  /** A counter is forgotten an hour after its last failure. */
  forgetAfterMs: 60 * 60 * 1000,
};

/** How long after the last of `failures` the next attempt may be made. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(loginThrottle.maxDelayMs, loginThrottle.firstDelayMs * 2 ** (failures - free));
}

/**
 * Within the free failures nothing waits. (Measuring from `last` there made an attempt wait a few
 * milliseconds, answered as a 429, whenever a parallel attempt that started after it had been
 * counted first: an admin signing in from two tabs at once.)
 */
const slowdown = (key: string, free: number): AttemptRule => ({
  key,
  waitMs: (counter: AttemptCounter, now: number) => {
    const delay = delayAfter(counter.count, free);
    return delay === 0 ? 0 : counter.last + delay - now;
  },
  expiresAt: (counter: AttemptCounter) => counter.last + loginThrottle.forgetAfterMs,
});

const pairKey = (username: string, address: string) => `account:${username.trim().toLowerCase()}|address:${address}`;
const addressKey = (address: string) => `address:${address}`;

export interface LoginAttempt {
  /** The password was right: the account's count at this address is cleared, the address's keeps its others. */
  succeeded(): Promise<void>;
  /** The password could not be checked (Identity Toolkit failed): the attempt does not count. */
  abandoned(): Promise<void>;
}

/**
 * Counts a login attempt as a failure before the password is checked (taken back when it proves
 * right), so that 50 parallel guesses cannot all pass the check before any is counted. Throws 429
 * with Retry-After while the account at this address, or the address, must wait.
 */
export async function startLoginAttempt(username: string, address: string, now = Date.now()): Promise<LoginAttempt> {
  const pair = pairKey(username, address);
  const rules = [slowdown(pair, loginThrottle.perAccountAndAddress), slowdown(addressKey(address), loginThrottle.perAddress)];
  const wait = await loginAttemptsStore.reserve(rules, now);
  if (wait > 0) {
    throw new HttpError(429, "Too many login attempts. Please try again later.", { retryAfter: wait });
  }
  return {
    async succeeded() {
      await Promise.all([loginAttemptsStore.forget(pair), loginAttemptsStore.refund([addressKey(address)])]);
    },
    abandoned: () => loginAttemptsStore.refund([pair, addressKey(address)]),
  };
}
