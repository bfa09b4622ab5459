// Resident memory of the function's worker processes. The Functions emulator runs the `api`
// function in worker processes it spawns (one per request in flight, kept for reuse), all in the
// emulators' process group; Linux's /proc tells their RSS without touching the function's code.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { HeapReading } from "../../functions/src/diagnostics/heapProbe.ts";

export interface MemorySample {
  /** Seconds since sampling started. */
  t: number;
  /** RSS in MB by worker pid. */
  rssMb: Record<number, number>;
}

function processGroup(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (comm) state ppid pgrp ...": comm may hold spaces, so read after its closing paren.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[2]);
  } catch {
    return null;
  }
}

/** The worker processes of the Functions emulator whose process group `groupPid` leads. */
export function functionWorkerPids(groupPid: number): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const pid = Number(entry);
    if (processGroup(pid) !== groupPid) continue;
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("functionsEmulatorRuntime")) pids.push(pid);
    } catch {
      // The process ended meanwhile.
    }
  }
  return pids;
}

export function rssMb(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return match ? Math.round((Number(match[1]) / 1024) * 10) / 10 : null;
  } catch {
    return null;
  }
}

function sampleWorkers(groupPid: number, t: number): MemorySample {
  const sample: MemorySample = { t, rssMb: {} };
  for (const pid of functionWorkerPids(groupPid)) {
    const rss = rssMb(pid);
    if (rss !== null) sample.rssMb[pid] = rss;
  }
  return sample;
}

/** Samples every `intervalMs` until stopped. */
export function startSampling(groupPid: number, intervalMs = 1000) {
  const started = Date.now();
  const samples: MemorySample[] = [];
  const elapsed = () => Math.round((Date.now() - started) / 100) / 10;
  const take = () => samples.push(sampleWorkers(groupPid, elapsed()));
  take();
  const timer = setInterval(take, intervalMs);
  return {
    /** Seconds since sampling started, on the samples' clock. */
    elapsed,
    stop(): MemorySample[] {
      clearInterval(timer);
      take();
      return samples;
    },
  };
}

function readHeap(dir: string, pid: number): HeapReading | null {
  try {
    return JSON.parse(readFileSync(join(dir, `${pid}.json`), "utf8")) as HeapReading;
  } catch {
    return null;
  }
}

/**
 * Asks each of `pids` that has loaded the heap probe (it wrote its start-up reading into `dir`) for
 * a fresh reading: SIGUSR2 makes it collect its garbage and write its heap. A process without a
 * reading is left alone, since the signal would end a process without the probe's handler.
 * Answers the fresh readings by pid; a process that does not answer within `timeoutMs` is left out.
 */
export async function probeHeaps(pids: readonly number[], dir: string, timeoutMs = 20_000): Promise<Record<number, HeapReading>> {
  const asked = new Map<number, number>();
  for (const pid of pids) {
    const previous = readHeap(dir, pid);
    if (!previous) continue;
    try {
      process.kill(pid, "SIGUSR2");
      asked.set(pid, previous.sequence);
    } catch {
      // The worker ended meanwhile.
    }
  }
  const fresh: Record<number, HeapReading> = {};
  const deadline = Date.now() + timeoutMs;
  while (Object.keys(fresh).length < asked.size && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 100));
    for (const [pid, sequence] of asked) {
      const reading = readHeap(dir, pid);
      if (reading && reading.sequence > sequence) fresh[pid] = reading;
    }
  }
  return fresh;
}
