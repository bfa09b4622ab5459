import { describe, expect, it } from "vitest";
import { startLoginAttempt } from "../src/auth/loginThrottle.js";
import { HttpError } from "../src/http/errors.js";
import { randomAddress, unique } from "./helpers.js";

/** Seconds the attempt must wait (its 429's Retry-After), or 0 when it may go on. */
async function waitAt(username: string, address: string, now: number): Promise<number> {
  try {
    await startLoginAttempt(username, address, now);
    return 0;
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) return Number(error.extra.retryAfter);
    throw error;
  }
}

describe("login throttle over time", () => {
  it("after 5 failures each further attempt waits twice as long, up to 15 minutes, and is forgotten after an hour", async () => {
    const username = `slow-${unique()}@example.com`;
    const address = randomAddress();
    let now = Date.now();
    for (let i = 0; i < 5; i++) expect(await waitAt(username, address, now)).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      const wait = await waitAt(username, address, now);
      waits.push(wait);
      now += wait * 1000;
      expect(await waitAt(username, address, now)).toBe(0);
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    expect(await waitAt(username, address, now + 60 * 60 * 1000)).toBe(0);
  });

  it("does not make an attempt wait because a parallel one that started after it was counted first", async () => {
    const username = `tabs-${unique()}@example.com`;
    const address = randomAddress();
    const now = Date.now();
    await startLoginAttempt(username, address, now + 40);
    expect(await waitAt(username, address, now)).toBe(0);
    expect(await waitAt(username, address, now + 20)).toBe(0);
  });
});
