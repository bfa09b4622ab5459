import { describe, expect, it } from "vitest";
import { medianRun } from "./lighthouse.ts";

describe("medianRun", () => {
  it("picks the run with the middle performance score, whatever order they ran in", () => {
    const runs = [{ performance: 91, id: "a" }, { performance: 72, id: "b" }, { performance: 88, id: "c" }];
    expect(medianRun(runs).id).toBe("c");
  });

  it("takes the lower middle run of an even count, and the only run of one", () => {
    expect(medianRun([{ performance: 90 }, { performance: 80 }]).performance).toBe(80);
    expect(medianRun([{ performance: 64 }]).performance).toBe(64);
  });
});
