import { describe, expect, it } from "vitest";
import { delayAfter, loginThrottle } from "./loginThrottle.js";

describe("delayAfter", () => {
  it("lets the free failures through at once, then doubles the wait from 30 s up to 15 minutes", () => {
    const free = loginThrottle.perAccountAndAddress;
    expect([0, 1, 4].map((failures) => delayAfter(failures, free))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11, 50].map((failures) => delayAfter(failures, free) / 1000)).toEqual([30, 60, 120, 240, 480, 900, 900, 900]);
  });
});
