import { describe, expect, it } from "vitest";
import { calibratedCpuSlowdown, medianRun } from "./lighthouse.ts";

describe("calibratedCpuSlowdown", () => {
  it("gives Lighthouse's default 4x to the high-end desktop its default assumes", () => {
    expect(calibratedCpuSlowdown(1533)).toBe(4);
  });

  it("follows the calibration table between its points", () => {
    expect(calibratedCpuSlowdown(800)).toBe(2);
    expect(calibratedCpuSlowdown(1050)).toBe(2.5);
    expect(calibratedCpuSlowdown(1300)).toBe(3);
    expect(calibratedCpuSlowdown(475)).toBe(1.5);
    expect(calibratedCpuSlowdown(2000)).toBe(6);
  });

  it("never speeds a host up, and keeps climbing past the table for faster hosts", () => {
    expect(calibratedCpuSlowdown(100)).toBe(1);
    expect(calibratedCpuSlowdown(2233)).toBe(7);
  });
});

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
