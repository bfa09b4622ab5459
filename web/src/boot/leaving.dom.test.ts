import { afterEach, describe, expect, it } from "vitest";
import { setBootState } from "./attributes";
import { afterNextFrame, whenStaying } from "./leaving";

describe("whenStaying", () => {
  afterEach(() => document.documentElement.removeAttribute("data-boot"));

  it("resolves at once on a page that is not being left", async () => {
    await expect(whenStaying(document)).resolves.toBeUndefined();
  });

  it("waits while the loader marks the page as being left, and resolves once the mark is gone", async () => {
    setBootState(document.documentElement, "started", true);
    setBootState(document.documentElement, "leaving", true);
    let stayed = false;
    const staying = whenStaying(document).then(() => (stayed = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stayed).toBe(false);
    setBootState(document.documentElement, "leaving", false);
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
