import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

/** How a supervised child ended. */
export interface ChildExit {
  name: string;
  code: number | null;
  signal: NodeJS.Signals | null;
  /** The last lines it wrote (stdout and stderr together); empty when its output went to the terminal. */
  lastLines: string[];
  /** Where the child writes more detail than it prints (firebase-debug.log). */
  logFile?: string;
}

export interface SupervisedChild {
  name: string;
  /** Also the id of its process group: each child leads a group of its own. */
  pid: number;
  /** Everything it wrote lately (the last 20,000 characters), when captured. */
  output(): string;
}

export interface SpawnOptions {
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Let the child write to this terminal instead of capturing its output. */
  inheritOutput?: boolean;
  /** Where the child writes more detail than it prints, named when it exits. */
  logFile?: string;
}

const outputLimit = 20_000;
const lastLineCount = 20;

interface Entry extends SupervisedChild {
  process: ChildProcess;
  exit: Promise<void>;
}

function isRunning(child: ChildProcess) {
  return child.exitCode === null && child.signalCode === null;
}

/**
 * Starts the local stack's child processes and watches them: the first one that exits on its own
 * is reported through `firstExit`, and `stop()` ends every one of them with its whole process
 * group (the Functions emulator's workers are grandchildren; they must not outlive the stack).
 */
export class Supervisor {
  private readonly children: Entry[] = [];
  private stopping: Promise<void> | null = null;
  private reportExit!: (exit: ChildExit) => void;
  /** The first child that exited while nobody was stopping the stack; null until one does. */
  unexpectedExit: ChildExit | null = null;
  /** Resolves with that child; never resolves once `stop()` has been called first. */
  readonly firstExit = new Promise<ChildExit>((resolve) => (this.reportExit = resolve));

  start(name: string, command: string, args: string[], options: SpawnOptions): SupervisedChild {
    // detached: a process group of its own, so stop() reaches every process it spawned, and
    // Ctrl-C in the terminal reaches only us (we stop the children in order, letting them save).
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ["ignore", options.inheritOutput ? "inherit" : "pipe", options.inheritOutput ? "inherit" : "pipe"],
    });
    if (child.pid === undefined) throw new Error(`Could not start ${name} (${command})`);
    let output = "";
    const capture = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-outputLimit));
    child.stdout?.on("data", capture);
    child.stderr?.on("data", capture);
    const exit = new Promise<void>((resolve) => {
      child.once("exit", (code, signal) => {
        if (!this.stopping && !this.unexpectedExit) {
          const lines = stripVTControlCharacters(output).trimEnd().split("\n");
          const lastLines = lines.filter((line) => line.trim()).slice(-lastLineCount);
          this.unexpectedExit = { name, code, signal, lastLines, ...(options.logFile ? { logFile: options.logFile } : {}) };
          this.reportExit(this.unexpectedExit);
        }
        resolve();
      });
    });
    const entry: Entry = { name, pid: child.pid, process: child, exit, output: () => output };
    this.children.push(entry);
    return entry;
  }

  /**
   * Asks each child to stop with SIGINT (the emulators export their data on it), waits up to
   * `graceMs` for it, then kills whatever is left of its process group, including the processes
   * of a child that had already exited.
   */
  stop(graceMs = 20_000): Promise<void> {
    this.stopping ??= (async () => {
      await Promise.all(
        this.children.map(async (entry) => {
          if (isRunning(entry.process)) {
            entry.process.kill("SIGINT");
            const grace = new Promise<void>((resolve) => setTimeout(resolve, graceMs).unref());
            await Promise.race([entry.exit, grace]);
          }
          killGroup(entry.pid);
          await entry.exit;
        }),
      );
    })();
    return this.stopping;
  }
}

function killGroup(pgid: number) {
  try {
    process.kill(-pgid, "SIGKILL");
  } catch {
    // Nothing of the group is left.
  }
}

/** True while a process exists and is not a zombie waiting to be reaped. */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state ..."; Z is a zombie (dead, its exit not yet collected).
    return !/\) Z /.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true;
  }
}

/** One paragraph for the terminal: which child ended, how, and what it said last. */
export function describeExit(exit: ChildExit): string {
  const how = exit.signal ? `killed by ${exit.signal}` : `exited with code ${exit.code}`;
  const said = exit.lastLines.length ? `\nIts last output:\n${exit.lastLines.map((line) => `  | ${line}`).join("\n")}` : "";
  const more = exit.logFile ? `\nMore detail in ${exit.logFile}.` : "";
  return `${exit.name}: ${how}.${said}${more}`;
}
