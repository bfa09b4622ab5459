import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { installHeapProbe, type HeapReading } from "./heapProbe.js";

describe("installHeapProbe", () => {
  const dirs: string[] = [];
  const benchEnv = () => {
    const dir = mkdtempSync(join(tmpdir(), "heap-probe-"));
    dirs.push(dir);
    return { FUNCTIONS_EMULATOR: "true", BENCH_HEAP_DIR: dir };
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  const reading = (dir: string) => JSON.parse(readFileSync(join(dir, `${process.pid}.json`), "utf8")) as HeapReading;

  it("stays inert outside the bench: no emulator, no folder, or no exposed gc", () => {
    vi.stubGlobal("gc", vi.fn());
    const env = benchEnv();
    expect(installHeapProbe({ ...env, FUNCTIONS_EMULATOR: undefined })).toBeNull();
    expect(installHeapProbe({ ...env, BENCH_HEAP_DIR: undefined })).toBeNull();
    vi.stubGlobal("gc", undefined);
    expect(installHeapProbe(env)).toBeNull();
    expect(process.listenerCount("SIGUSR2")).toBe(0);
  });

  it("writes the heap after a full collection at start-up and at each SIGUSR2", () => {
    const gc = vi.fn();
    vi.stubGlobal("gc", gc);
    const env = benchEnv();
    const remove = installHeapProbe(env);
    expect(remove).toBeTypeOf("function");
    expect(reading(env.BENCH_HEAP_DIR)).toMatchObject({ pid: process.pid, sequence: 0 });
    expect(gc).toHaveBeenCalledTimes(2);

    process.emit("SIGUSR2", "SIGUSR2");
    const second = reading(env.BENCH_HEAP_DIR);
    expect(second.sequence).toBe(1);
    expect(second.heapUsedMb).toBeGreaterThan(0);
    expect(second.externalMb).toBeGreaterThan(0);
    expect(second.rssMb).toBeGreaterThanOrEqual(second.heapUsedMb);
    expect(gc).toHaveBeenCalledTimes(4);

    remove!();
    expect(process.listenerCount("SIGUSR2")).toBe(0);
  });
});
