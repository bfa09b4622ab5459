import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// `npm run bench` asks whether a load leaves memory behind in the function's processes. RSS cannot
// say: a worker's RSS moves by megabytes with garbage not yet collected and pages V8 has not given
// back. The heap in use right after a full collection can. On SIGUSR2 a worker collects its garbage
// and writes its heap, and the Buffers live objects hold outside it, to `BENCH_HEAP_DIR/<pid>.json`.
// It writes once at start-up too, which tells the bench the worker has loaded this code and a signal
// is safe to send (a worker without the handler would die of it). Decision 014.
//
// Inert unless all three hold, so production never installs it: the Functions emulator runs the
// code, BENCH_HEAP_DIR is set, and node runs with --expose-gc (the bench's NODE_OPTIONS).

/** What a probed worker writes, read by scripts/bench/memory.ts. */
export interface HeapReading {
  pid: number;
  /** Heap in use after a full garbage collection, MB. */
  heapUsedMb: number;
  /** Memory outside the heap that live JS objects hold (Buffers and other native backing stores), MB. */
  externalMb: number;
  rssMb: number;
  /** Readings this worker has written, the start-up one being 0. */
  sequence: number;
}

type Gc = () => void;

/** Installs the probe when the bench asks for it; answers how to remove it, or null when inert. */
export function installHeapProbe(env: NodeJS.ProcessEnv = process.env): (() => void) | null {
  const dir = env.BENCH_HEAP_DIR;
  const gc = (globalThis as { gc?: Gc }).gc;
  if (env.FUNCTIONS_EMULATOR !== "true" || !dir || typeof gc !== "function") return null;
  let sequence = 0;
  const write = () => {
    // Twice: the first collection runs finalizers whose garbage the second one takes.
    gc();
    gc();
    const { heapUsed, external, rss } = process.memoryUsage();
    const reading: HeapReading = { pid: process.pid, heapUsedMb: toMb(heapUsed), externalMb: toMb(external), rssMb: toMb(rss), sequence: sequence++ };
    // Written aside and renamed, so the bench never reads half a file.
    const file = join(dir, `${process.pid}.json`);
    writeFileSync(`${file}.tmp`, JSON.stringify(reading));
    renameSync(`${file}.tmp`, file);
  };
  process.on("SIGUSR2", write);
  write();
  return () => process.off("SIGUSR2", write);
}

const toMb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 100) / 100;
