import { describe, expect, it } from "vitest";
import type { MemorySample } from "./memory.ts";
import { heapReport, memoryReport } from "./memoryReport.ts";

describe("memoryReport", () => {
  it("reads worker counts, summed RSS, the workers' growth under load and settled, the largest, and the late trend", () => {
    const samples: MemorySample[] = [
      { t: 0, rssMb: { 11: 100, 12: 110 } },
      { t: 2, rssMb: { 11: 118, 12: 114 } },
      { t: 10, rssMb: { 11: 120, 12: 115, 13: 90 } },
      { t: 20, rssMb: { 11: 124, 12: 118, 13: 92 } },
      { t: 30, rssMb: { 11: 128, 12: 121 } },
      { t: 35, rssMb: { 11: 104, 12: 112 } },
    ];
    expect(memoryReport(samples, 0, 30, 5)).toEqual({
      workers: { before: 2, max: 3, after: 2 },
      totalRssMb: { before: 210, peak: 334, after: 216 },
      // Workers 11 and 12 together: 232 MB early in the load (t = 2 s), 249 MB at its end (t = 30 s);
      // worker 13 came and went.
      growthMb: 17,
      // Idle to idle: worker 11 100 -> 104 MB, worker 12 110 -> 112 MB.
      settledGrowthMb: 6,
      maxWorkerGrowthMb: 4,
      // Workers 11 and 12 together in the second half: 242 MB at 20 s, 249 MB at 30 s (+42 MB a minute).
      secondHalfTrendMbPerMin: 42,
      samples: 6,
    });
  });

  it("refuses an empty run", () => {
    expect(() => memoryReport([], 0, 1)).toThrow("no memory samples");
  });
});

describe("heapReport", () => {
  const reading = (pid: number, heapUsedMb: number, externalMb = 2, sequence = 1) => ({ pid, heapUsedMb, externalMb, rssMb: heapUsedMb + 60, sequence });

  it("sums the heaps and the Buffers they hold of the workers read before and after, their growth and the largest", () => {
    const before = { 11: reading(11, 30), 12: reading(12, 32), 13: reading(13, 31) };
    // Worker 11 kept 0.5 MB more heap, worker 12 1.2 MB more in Buffers; 13 ended during the load
    // and 14 started: neither counts.
    const after = { 11: reading(11, 30.5), 12: reading(12, 32, 3.2), 14: reading(14, 28) };
    expect(heapReport(before, after)).toEqual({
      workers: 2,
      beforeMb: 66,
      afterMb: 67.7,
      growthMb: 1.7,
      maxWorkerGrowthMb: 1.2,
      // rssMb is heapUsedMb + 60 in these readings.
      rssBeforeMb: 182,
      rssAfterMb: 182.5,
    });
  });

  it("reports no workers when none answered", () => {
    expect(heapReport({}, {})).toEqual({ workers: 0, beforeMb: 0, afterMb: 0, growthMb: 0, maxWorkerGrowthMb: 0, rssBeforeMb: 0, rssAfterMb: 0 });
  });
});
