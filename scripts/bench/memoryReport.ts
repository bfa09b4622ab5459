import type { HeapReading } from "../../functions/src/diagnostics/heapProbe.ts";
import type { MemorySample } from "./memory.ts";
import { slope } from "./stats.ts";

export interface MemoryReport {
  /** Worker processes serving the function: before the measured load, at most during it, after. */
  workers: { before: number; max: number; after: number };
  /** Summed RSS of all workers, MB. */
  totalRssMb: { before: number; peak: number; after: number };
  /**
   * The workers alive from the first sample to the last, together: their mean RSS over the last
   * seconds of the load minus over its first seconds (MB). Context, not a leak test: each worker's RSS
   * moves by megabytes with uncollected garbage, and 50 of them summed move by a hundred (heapReport
   * is the test).
   */
  growthMb: number;
  /** The same workers together: RSS a few seconds after the load minus before it (idle to idle), MB. */
  settledGrowthMb: number;
  /** Per worker alive from the first sample to the last: RSS after the settle minus before, MB (the largest). */
  maxWorkerGrowthMb: number;
  /** Those workers' summed RSS trend over the second half of the load, MB per minute. */
  secondHalfTrendMbPerMin: number;
  samples: number;
}

const round = (n: number) => Math.round(n * 10) / 10;
const total = (sample: MemorySample, pids?: number[]) =>
  Object.entries(sample.rssMb)
    .filter(([pid]) => !pids || pids.includes(Number(pid)))
    .reduce((n, [, mb]) => n + mb, 0);

/**
 * Reads a run of samples: the first is taken before the measured load (after a warm-up that let the
 * emulator start its workers), `loadEndT` is when the load stopped, the last sample is after a settle.
 */
export function memoryReport(samples: readonly MemorySample[], loadStartT: number, loadEndT: number, windowSeconds = 5): MemoryReport {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last) throw new Error("no memory samples");
  const steady = Object.keys(first.rssMb)
    .map(Number)
    .filter((pid) => pid in last.rssMb);
  const growth = steady.map((pid) => last.rssMb[pid]! - first.rssMb[pid]!);
  const meanTotal = (from: number, to: number) => {
    const inWindow = samples.filter((s) => s.t >= from && s.t <= to).map((s) => total(s, steady));
    return inWindow.length ? inWindow.reduce((n, mb) => n + mb, 0) / inWindow.length : Number.NaN;
  };
  // The first second of a load opens its connections.
  const early = meanTotal(loadStartT + 1, loadStartT + 1 + windowSeconds);
  const late = meanTotal(loadEndT - windowSeconds, loadEndT);
  const half = loadStartT + (loadEndT - loadStartT) / 2;
  const trend = samples.filter((s) => s.t >= half && s.t <= loadEndT).map((s) => ({ x: s.t / 60, y: total(s, steady) }));
  return {
    workers: {
      before: Object.keys(first.rssMb).length,
      max: Math.max(...samples.map((s) => Object.keys(s.rssMb).length)),
      after: Object.keys(last.rssMb).length,
    },
    totalRssMb: { before: round(total(first)), peak: round(Math.max(...samples.map((s) => total(s)))), after: round(total(last)) },
    growthMb: round(late - early),
    settledGrowthMb: round(growth.reduce((n, mb) => n + mb, 0)),
    maxWorkerGrowthMb: round(growth.length ? Math.max(...growth) : 0),
    secondHalfTrendMbPerMin: round(slope(trend)),
    samples: samples.length,
  };
}

/**
 * The function's memory after a full collection (heapProbe.ts), before the measured load and after
 * it: each worker's heap in use plus what live objects hold outside it (Buffers), so a leak of either
 * shows.
 */
export interface HeapReport {
  /** Workers read both before and after. */
  workers: number;
  /** Their retained memory, summed, MB. */
  beforeMb: number;
  afterMb: number;
  /** After minus before, all those workers together: memory the load left behind, MB. */
  growthMb: number;
  /** The largest growth of one worker, MB. */
  maxWorkerGrowthMb: number;
  /**
   * The same workers' summed RSS right after those collections, before and after, MB: context for
   * native memory no JS object accounts for (it still moves with pages V8 keeps or gives back).
   */
  rssBeforeMb: number;
  rssAfterMb: number;
}

const retained = (reading: HeapReading) => reading.heapUsedMb + reading.externalMb;

export function heapReport(before: Record<number, HeapReading>, after: Record<number, HeapReading>): HeapReport {
  const pids = Object.keys(before)
    .map(Number)
    .filter((pid) => pid in after);
  const sum = (readings: Record<number, HeapReading>, of = retained) => pids.reduce((n, pid) => n + of(readings[pid]!), 0);
  const rss = (reading: HeapReading) => reading.rssMb;
  const growth = pids.map((pid) => retained(after[pid]!) - retained(before[pid]!));
  return {
    workers: pids.length,
    beforeMb: round(sum(before)),
    afterMb: round(sum(after)),
    growthMb: round(sum(after) - sum(before)),
    maxWorkerGrowthMb: round(growth.length ? Math.max(...growth) : 0),
    rssBeforeMb: round(sum(before, rss)),
    rssAfterMb: round(sum(after, rss)),
  };
}
