import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { describeLeftovers, findLeftovers, ownerMark, ownerVariable, removeLeftovers } from "./lib/leftovers.ts";
import { buildInputsHash } from "./lib/preflight.ts";
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

/**
 * Stands in for the emulators and a worker of theirs: a process carrying `mark`, which starts a
 * child in a process group of its own and writes its pid, then exits: the worker is left parented to
 * init, as the Functions emulator's workers were after a `kill -9` (issue 47).
 */
async function orphanedWorker(mark: string): Promise<number> {
  const parent = spawn(
    process.execPath,
    [
      "-e",
      `const w = require("node:child_process").spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { detached: true, stdio: "ignore" }); console.log(w.pid); w.unref();`,
    ],
    { env: { ...process.env, [ownerVariable]: mark }, stdio: ["ignore", "pipe", "ignore"] },
  );
  let out = "";
  parent.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  await new Promise((resolve) => parent.once("close", resolve));
  return Number(out.trim());
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return false;
  }
};

describe("the processes a start left behind", () => {
  it("are removed, wherever they were reparented, once the start that owns them is gone, and left alone while it runs", { timeout: 30_000 }, async () => {
    // The start that owns them, still running.
    const owner = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
    await new Promise((resolve) => owner.once("spawn", resolve));
    const worker = await orphanedWorker(ownerMark(owner.pid));
    try {
      expect(running(worker)).toBe(true);
      expect(findLeftovers().map(({ pid }) => pid)).not.toContain(worker);

      owner.kill("SIGKILL");
      await new Promise((resolve) => owner.once("exit", resolve));
      const removed = await removeLeftovers();
      expect(removed).toContainEqual({ pid: worker, command: expect.stringContaining("setTimeout") });
      expect(running(worker)).toBe(false);
      expect(describeLeftovers(removed)).toMatch(new RegExp(`^Stopped \\d+ process(es)? an earlier start left running:\n(.*\n)*  ${worker} .*setTimeout`));
    } finally {
      owner.kill("SIGKILL");
      if (running(worker)) process.kill(worker, "SIGKILL");
    }
  });

  it("leaves a process whose owner is this very start alone", async () => {
    const worker = await orphanedWorker(ownerMark());
    try {
      expect(findLeftovers().map(({ pid }) => pid)).not.toContain(worker);
    } finally {
      process.kill(worker, "SIGKILL");
    }
  });
});
