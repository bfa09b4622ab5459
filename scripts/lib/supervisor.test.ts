import { afterEach, describe, expect, it } from "vitest";
import { describeExit, processAlive, Supervisor, type SupervisedChild } from "./supervisor.ts";

const node = process.execPath;
const options = { cwd: process.cwd(), env: process.env };
const started: Supervisor[] = [];

function supervisor() {
  const made = new Supervisor();
  started.push(made);
  return made;
}

/** Resolves once the child has written `text`. */
async function untilWritten(child: SupervisedChild, text: string | RegExp) {
  while (!(typeof text === "string" ? child.output().includes(text) : text.test(child.output()))) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return child.output();
}

async function untilGone(pid: number) {
  while (processAlive(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
}

// Stands in for the emulators: it starts a worker of its own (as the Functions emulator does) and
// prints the worker's pid.
const parentWithWorker = `
  const { spawn } = require("node:child_process");
  const worker = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  console.log("worker " + worker.pid);
  setInterval(() => {}, 1000);
`;

afterEach(async () => {
  await Promise.all(started.splice(0).map((made) => made.stop(0)));
});

describe("Supervisor", () => {
  it("reports the child that exits with its code and last lines, and stops the others with their workers", async () => {
    const stack = supervisor();
    const emulators = stack.start("The emulators", node, ["-e", parentWithWorker], options);
    const workerPid = Number(/worker (\d+)/.exec(await untilWritten(emulators, /worker \d+/))![1]);
    stack.start("Firestore", node, ["-e", "console.log('\\x1b[32mlistening\\x1b[39m'); console.error('Error: port 8080 is taken'); process.exit(3)"], {
      ...options,
      logFile: "firestore-debug.log",
    });

    const exit = await stack.firstExit;
    expect(exit).toMatchObject({ name: "Firestore", code: 3, signal: null });
    expect(exit.lastLines).toEqual(["listening", "Error: port 8080 is taken"]);
    expect(describeExit(exit)).toBe(
      "Firestore: exited with code 3.\nIts last output:\n  | listening\n  | Error: port 8080 is taken\nMore detail in firestore-debug.log.",
    );

    expect(processAlive(emulators.pid)).toBe(true);
    await stack.stop(0);
    expect(processAlive(emulators.pid)).toBe(false);
    await untilGone(workerPid);
  });

  it("kills the workers a child leaves behind when it dies", async () => {
    const stack = supervisor();
    const emulators = stack.start("The emulators", node, ["-e", parentWithWorker], options);
    const workerPid = Number(/worker (\d+)/.exec(await untilWritten(emulators, /worker \d+/))![1]);
    process.kill(emulators.pid, "SIGKILL");

    const exit = await stack.firstExit;
    expect(exit).toMatchObject({ name: "The emulators", code: null, signal: "SIGKILL" });
    expect(describeExit(exit)).toMatch(/^The emulators: killed by SIGKILL\./);
    expect(processAlive(workerPid)).toBe(true);
    await stack.stop(0);
    await untilGone(workerPid);
  });

  it("asks each child to stop with SIGINT, lets it finish, and reports no unexpected exit", async () => {
    const stack = supervisor();
    const saving = stack.start(
      "The emulators",
      node,
      ["-e", "process.on('SIGINT', () => { console.log('exported'); process.exit(0); }); console.log('ready'); setInterval(() => {}, 1000)"],
      options,
    );
    await untilWritten(saving, "ready");
    await stack.stop();
    expect(saving.output()).toContain("exported");
    expect(stack.unexpectedExit).toBeNull();
  });

  it("kills a child that ignores SIGINT once its grace period is over", async () => {
    const stack = supervisor();
    const stubborn = stack.start("The emulators", node, ["-e", "process.on('SIGINT', () => {}); console.log('ready'); setInterval(() => {}, 1000)"], options);
    await untilWritten(stubborn, "ready");
    await stack.stop(100);
    expect(processAlive(stubborn.pid)).toBe(false);
    expect(stack.unexpectedExit).toBeNull();
  });
});
