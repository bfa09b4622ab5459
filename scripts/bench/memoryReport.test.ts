import { describe, expect, it } from "vitest";
import type { MemorySample } from "./memory.ts";
import { memoryReport } from "./memoryReport.ts";

describe("memoryReport", () => {
  it("reads worker counts, summed RSS, the workers' growth together and the largest, and the late trend", () => {
    const samples: MemorySample[] = [
      { t: 0, rssMb: { 11: 100, 12: 110 } },
      { t: 10, rssMb: { 11: 120, 12: 115, 13: 90 } },
      { t: 20, rssMb: { 11: 124, 12: 118, 13: 92 } },
      { t: 30, rssMb: { 11: 128, 12: 121 } },
      { t: 35, rssMb: { 11: 104, 12: 112 } },
    ];
    expect(memoryReport(samples, 0, 30)).toEqual({
      workers: { before: 2, max: 3, after: 2 },
      totalRssMb: { before: 210, peak: 334, after: 216 },
      // Worker 11: 100 -> 104 MB, worker 12: 110 -> 112 MB; worker 13 came and went.
      growthMb: 6,
      maxWorkerGrowthMb: 4,
      // Workers 11 and 12 together in the second half: 242 MB at 20 s, 249 MB at 30 s (+42 MB a minute).
      secondHalfTrendMbPerMin: 42,
      samples: 5,
    });
  });

  it("refuses an empty run", () => {
    expect(() => memoryReport([], 0, 1)).toThrow("no memory samples");
  });
});
