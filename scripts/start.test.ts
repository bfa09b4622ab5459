import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { describeLeftovers, findLeftovers, ownerMark, ownerVariable, removeLeftovers } from "./lib/leftovers.ts";
import { buildInputsHash } from "./lib/preflight.ts";
import { shiftedPorts } from "./lib/ports.ts";
import { pipelinedGets } from "./lib/pipelined.ts";
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

/** The pids of the processes that carry `owner`'s mark: what that start started, workers included. */
function startedBy(owner: number): number[] {
  const mark = `${ownerVariable}=${owner}:`;
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/environ`, "utf8")
          .split("\0")
          .some((variable) => variable.startsWith(mark));
      } catch {
        return false;
      }
    })
    .map(Number)
    .filter(running);
}

interface Start {
  process: ReturnType<typeof spawn>;
  output(): string;
  ready: Promise<void>;
}

/** `npm start` on shifted ports and its own data folder; ready once it prints the site's address. */
function npmStart(offset: number, dataDir: string): Start {
  // A build of other sources serves as well here; a clean clone builds once.
  const built = existsSync(join(repoRoot, "functions", "lib", "index.js")) && existsSync(join(repoRoot, "web", "build", "client"));
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts", ...(built ? ["--skip-build"] : [])], {
    cwd: repoRoot,
    env: { ...process.env, STACK_PORT_OFFSET: String(offset), STACK_DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const ready = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("is running on the local emulators")) resolve();
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    child.once("exit", (code, signal) => reject(new Error(`npm start ended (${code ?? signal}) before it was ready:\n${output}`)));
  });
  return { process: child, output: () => output, ready };
}

interface Answered {
  status: number;
  retryAfter: string | undefined;
}

/** A GET answered within `timeoutMs` (a generous bound, not a target), or a rejection. */
function get(url: string, timeoutMs = 90_000): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode!, retryAfter: res.headers["retry-after"] as string | undefined }));
    });
    req.on("timeout", () => req.destroy(new Error(`${url}: no answer within ${timeoutMs / 1000} s`)));
    req.on("error", reject);
    req.end();
  });
}

// Issue 47's kept checks, against `npm start` itself: a burst is answered and leaves the site
// answering; a start killed with SIGKILL leaves nothing the next start does not remove.
describe("npm start under a burst, and after kill -9", () => {
  it(
    "answers every request of a burst with 200 or 503 and Retry-After, then answers /; the next start removes what a killed one left",
    { timeout: 15 * 60_000 },
    async () => {
      const offset = Number(process.env.DEV_TEST_PORT_OFFSET ?? 25000) + 400;
      const port = shiftedPorts(offset).hosting;
      const site = `http://127.0.0.1:${port}`;
      const dataDir = mkdtempSync(join(tmpdir(), "start-test-"));
      const inCheckoutBefore = readdirSync(repoRoot);
      const starts: Start[] = [];
      try {
        const first = npmStart(offset, dataDir);
        starts.push(first);
        await first.ready;

        const paths = ["/", "/marketplace", "/api/products"];
        // The same three, each a URL no cache holds: every request reaches the function's queue.
        const uncached = (path: string, i: number) => `${path}${path.includes("?") ? "&" : "?"}burst=${i}`;
        const began = Date.now();
        const answers = (
          await Promise.all([
            ...paths.map((path) => pipelinedGets(port, path, 50)),
            ...paths.map((path) => Promise.all(Array.from({ length: 100 }, () => get(`${site}${path}`)))),
            ...paths.map((path) => Promise.all(Array.from({ length: 100 }, (_, i) => get(`${site}${uncached(path, i)}`)))),
          ])
        ).flat();
        const burstMs = Date.now() - began;
        const after = Date.now();
        const home = await get(`${site}/`, 30_000);
        const homeMs = Date.now() - after;
        const statuses = new Map<number, number>();
        for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const tally = [...statuses].map(([status, count]) => `${count} x ${status}`).join(", ");
        console.log(`burst: ${answers.length} requests answered in ${burstMs} ms (${tally}); then / ${home.status} in ${homeMs} ms`);
        expect(answers).toHaveLength(750);
        for (const answer of answers) {
          expect([200, 503]).toContain(answer.status);
          if (answer.status === 503) expect(answer.retryAfter).toMatch(/^\d+$/);
        }
        expect(home.status).toBe(200);

        const left = startedBy(first.process.pid!);
        // The Firebase CLI and at least one function worker.
        expect(left.length).toBeGreaterThanOrEqual(2);
        first.process.kill("SIGKILL");
        await new Promise((resolve) => first.process.once("exit", resolve));
        await new Promise((resolve) => setTimeout(resolve, 5000));
        console.log(`kill -9 of the start: ${left.filter(running).length} of its ${left.length} processes still running 5 s later`);

        // What the emulators' export on exit leaves when it is cut short: its folder, in the data folder.
        const cutShort = join(dataDir, `firebase-export-${Date.now()}Ab12Cd`);
        mkdirSync(join(cutShort, "auth_export"), { recursive: true });

        const second = npmStart(offset, dataDir);
        starts.push(second);
        await second.ready;
        expect(second.output()).toMatch(/^Stopped \d+ process(es)? an earlier start left running:/m);
        expect(existsSync(cutShort)).toBe(false);
        console.log(second.output().slice(second.output().indexOf("Stopped "), second.output().indexOf("Starting the emulators")).trim());
        for (const pid of left) expect(running(pid), `${pid} of the killed start`).toBe(false);
        expect((await get(`${site}/`, 60_000)).status).toBe(200);

        const ran = startedBy(second.process.pid!);
        second.process.kill("SIGINT");
        await new Promise((resolve) => second.process.once("exit", resolve));
        expect(ran.filter(running)).toEqual([]);
        // Its export on exit went to the data folder, and nothing of it into the checkout.
        expect(existsSync(join(dataDir, "emulators", "firebase-export-metadata.json"))).toBe(true);
        expect(readdirSync(repoRoot).filter((name) => name.startsWith("firebase-export-") && !inCheckoutBefore.includes(name))).toEqual([]);
      } finally {
        for (const start of starts) start.process.kill("SIGKILL");
        // Whatever a failed run left carries a dead start's mark: removed as the next start would.
        await removeLeftovers();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
