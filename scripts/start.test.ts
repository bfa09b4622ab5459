import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildInputsHash, noteEmulators, stopLeftoverEmulators } from "./lib/preflight.ts";
import { shiftedPorts } from "./lib/ports.ts";
import { repoRoot } from "./lib/stack.ts";

// `npm start` as a developer meets it when another stack holds a port: one line naming the port and
// an offset to use, before any build.
describe("npm start on a taken port", () => {
  it("says which port is taken and which STACK_PORT_OFFSET is free, and exits 1 without building", { timeout: 60_000 }, async () => {
    const offset = Number(process.env.DEV_TEST_PORT_OFFSET ?? 25000) + 300;
    const taken = shiftedPorts(offset).auth;
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(taken, "127.0.0.1", resolve));
    try {
      const start = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
        cwd: repoRoot,
        env: { ...process.env, STACK_PORT_OFFSET: String(offset) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      start.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      start.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise((resolve) => start.once("close", resolve));
      expect(code).toBe(1);
      expect(output.trim().split("\n")).toEqual([
        expect.stringMatching(new RegExp(`^Port ${taken} \\(the Auth emulator\\) is taken .*STACK_PORT_OFFSET=\\d+ npm start`)),
      ]);
    } finally {
      holder.close();
    }
  });
});

describe("the build's input hash", () => {
  it("is the same for the same sources and changes with the site's address", () => {
    const hash = buildInputsHash(repoRoot, "http://127.0.0.1:5000");
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(buildInputsHash(repoRoot, "http://127.0.0.1:5000")).toBe(hash);
    expect(buildInputsHash(repoRoot, "http://127.0.0.1:5100")).not.toBe(hash);
  });
});

/** A process that looks like the emulators (its command line names them), leading a group of its own. */
function fakeEmulators(): ChildProcess {
  return spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)", "firebase", "emulators:start"], { detached: true, stdio: "ignore" });
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function exited(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

describe("the emulators a start left behind", () => {
  it("are stopped when the start that ran them is gone, and left alone while it runs", { timeout: 30_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "leftover-"));
    const emulators = fakeEmulators();
    // The start that runs them, still running.
    const owner = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    try {
      writeFileSync(join(dataDir, "emulators.pid"), `${emulators.pid} ${owner.pid}\n`);
      expect(await stopLeftoverEmulators(dataDir)).toBeNull();
      expect(running(emulators.pid!)).toBe(true);

      owner.kill("SIGKILL");
      await exited(owner);
      expect(await stopLeftoverEmulators(dataDir)).toBe(emulators.pid);
      await exited(emulators);
      expect(running(emulators.pid!)).toBe(false);
    } finally {
      owner.kill("SIGKILL");
      emulators.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("names the start that runs them", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "leftover-"));
    try {
      noteEmulators(dataDir, 4242);
      expect(readFileSync(join(dataDir, "emulators.pid"), "utf8").trim()).toBe(`4242 ${process.pid}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
