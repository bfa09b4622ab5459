// What a stack's start leaves behind when it is killed without a chance to stop its children
// (`kill -9`, a crash): the emulators lead a process group of their own (decision 016), so they
// outlive it, and their workers outlive them when the emulators die too. Every process a stack
// starts carries the mark of the start that owns it in its environment, which its own children
// inherit; the next start finds them in /proc by that mark and removes those whose owner is gone
// (decision 102).
import { readdirSync, readFileSync } from "node:fs";

/** The variable that marks a process as started by a stack, naming the start that owns it. */
export const ownerVariable = "LORAWAN_STACK_OWNER";

/**
 * When a process started, in clock ticks since boot (/proc/<pid>/stat, field 22); null when it is
 * gone or a zombie. With the pid it names one process: a pid alone can be used again.
 */
function startTicks(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // "pid (name) state ppid ...": the name may hold spaces and parentheses; the fields after it do not.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields[0] === "Z") return null;
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

/** The mark a start gives what it starts: its pid and start time. */
export function ownerMark(pid = process.pid): string {
  return `${pid}:${startTicks(pid) ?? "gone"}`;
}

const ownerAlive = (mark: string) => {
  const [pid, ticks] = mark.split(":");
  return startTicks(Number(pid)) === ticks;
};

export interface Leftover {
  pid: number;
  /** Its command line, shortened for the terminal. */
  command: string;
}

function markOf(pid: number): string | null {
  try {
    const prefix = `${ownerVariable}=`;
    const entry = readFileSync(`/proc/${pid}/environ`, "utf8")
      .split("\0")
      .find((variable) => variable.startsWith(prefix));
    return entry ? entry.slice(prefix.length) : null;
  } catch {
    // Gone, or another user's process: not ours either way.
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
    return command.length > 120 ? `${command.slice(0, 117)}...` : command;
  } catch {
    return "";
  }
}

/** Every live process that carries a stack's mark and whose owning start is gone. */
export function findLeftovers(): Leftover[] {
  const found: Leftover[] = [];
  for (const name of readdirSync("/proc")) {
    const pid = Number(name);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const mark = markOf(pid);
    if (mark === null || ownerAlive(mark) || startTicks(pid) === null) continue;
    found.push({ pid, command: commandOf(pid) });
  }
  return found;
}

/**
 * Kills every leftover of an earlier start (their accounts and data were saved while they ran,
 * decision 064) and waits, up to `waitMs`, until they are gone and their ports free. Returns what it
 * removed. A stack whose start still runs is in use and left alone.
 */
export async function removeLeftovers(waitMs = 10_000): Promise<Leftover[]> {
  const found = findLeftovers();
  const ticks = new Map(found.map(({ pid }) => [pid, startTicks(pid)]));
  for (const { pid } of found) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  for (const until = Date.now() + waitMs; Date.now() < until;) {
    if (found.every(({ pid }) => startTicks(pid) !== ticks.get(pid))) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return found;
}

/** What `npm start` prints about them: how many, and each pid with its command. */
export function describeLeftovers(removed: Leftover[]): string {
  const lines = removed.map(({ pid, command }) => `  ${pid} ${command}`);
  return [`Stopped ${removed.length} process${removed.length === 1 ? "" : "es"} an earlier start left running:`, ...lines].join("\n");
}
