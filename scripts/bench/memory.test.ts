import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { probeHeaps } from "./memory.ts";

const probe = join(import.meta.dirname, "../../functions/src/diagnostics/heapProbe.ts");

/** A node process that loads the function's heap probe as a worker would under the bench, and idles. */
function probedProcess(dir: string, install = true): ChildProcess {
  const code = install ? `import(${JSON.stringify(probe)}).then((m) => m.installHeapProbe());` : "";
  return spawn(process.execPath, ["--expose-gc", "--import", "tsx", "-e", `${code} setInterval(() => {}, 1000);`], {
    env: { ...process.env, FUNCTIONS_EMULATOR: "true", BENCH_HEAP_DIR: dir },
    stdio: "ignore",
  });
}

async function until(done: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe("probeHeaps", () => {
  const children: ChildProcess[] = [];
  const dirs: string[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) child.kill("SIGKILL");
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("has each probed process collect its garbage and answer its heap; a process without the probe is not signalled", { timeout: 30_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), "probe-heaps-"));
    dirs.push(dir);
    const probed = probedProcess(dir);
    const plain = probedProcess(dir, false);
    children.push(probed, plain);
    await until(() => existsSync(join(dir, `${probed.pid}.json`)));

    const readings = await probeHeaps([probed.pid!, plain.pid!], dir);
    expect(Object.keys(readings)).toEqual([String(probed.pid)]);
    expect(readings[probed.pid!]).toMatchObject({ pid: probed.pid, sequence: 1 });
    expect(readings[probed.pid!]!.heapUsedMb).toBeGreaterThan(1);

    const again = await probeHeaps([probed.pid!], dir);
    expect(again[probed.pid!]?.sequence).toBe(2);
    // SIGUSR2 would have ended the process without the probe's handler.
    expect(plain.exitCode).toBeNull();
    expect(plain.signalCode).toBeNull();
  });
});
