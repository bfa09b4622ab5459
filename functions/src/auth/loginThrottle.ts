import { HttpError } from "../http/errors.js";
import { loginAttemptsStore, type ThrottleRule } from "../store/loginAttempts.js";

/** After 5 failures for one account or 20 from one address within 15 minutes, login answers 429. */
export const loginThrottle = {
  perAccount: 5,
  perAddress: 20,
  windowMs: 15 * 60 * 1000,
};

const accountKey = (username: string) => `account:${username.toLowerCase()}`;

function rulesFor(username: string, address: string): ThrottleRule[] {
  return [
    { key: accountKey(username), limit: loginThrottle.perAccount },
    { key: `address:${address}`, limit: loginThrottle.perAddress },
  ];
}

export async function assertNotThrottled(username: string, address: string): Promise<void> {
  const wait = await loginAttemptsStore.blockedFor(rulesFor(username, address), loginThrottle.windowMs);
  if (wait > 0) {
    throw new HttpError(429, "Too many login attempts. Please try again later.", { retryAfter: wait });
  }
}

export const recordLoginFailure = (username: string, address: string) =>
  loginAttemptsStore.recordFailure(rulesFor(username, address), loginThrottle.windowMs);

export const clearLoginFailures = (username: string) => loginAttemptsStore.clear(accountKey(username));
