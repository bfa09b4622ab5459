import { afterEach, describe, expect, it } from "vitest";
import { leavingAttribute } from "~/app/pageHead/firstLoad";
import { afterNextFrame, whenStaying } from "./pageLeaving";

describe("whenStaying", () => {
  afterEach(() => document.documentElement.removeAttribute(leavingAttribute));

  it("resolves at once on a page that is not being left", async () => {
    await expect(whenStaying(document)).resolves.toBeUndefined();
  });

  it("waits while the loader marks the page as being left, and resolves once the mark is gone", async () => {
    document.documentElement.setAttribute(leavingAttribute, "");
    let stayed = false;
    const staying = whenStaying(document).then(() => (stayed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stayed).toBe(false);
    document.documentElement.removeAttribute(leavingAttribute);
    await staying;
    expect(stayed).toBe(true);
  });
});

describe("afterNextFrame", () => {
  it("resolves after the next frame, or after half a second in a tab that draws none", async () => {
    const frames: FrameRequestCallback[] = [];
    const requestFrame = globalThis.requestAnimationFrame;
    globalThis.requestAnimationFrame = (callback) => frames.push(callback);
    try {
      let done = false;
      const waiting = afterNextFrame().then(() => (done = true));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(done).toBe(false);
      frames.shift()!(performance.now());
      await waiting;
      expect(done).toBe(true);

      const started = performance.now();
      await afterNextFrame();
      expect(performance.now() - started).toBeGreaterThanOrEqual(450);
    } finally {
      globalThis.requestAnimationFrame = requestFrame;
    }
  });
});
