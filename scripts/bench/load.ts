import { spawn } from "node:child_process";
import { join } from "node:path";
import { repoRoot } from "../lib/stack.ts";
import type { Summary } from "./stats.ts";

export interface LoadSpec {
  url: string;
  connections: number;
  durationSeconds: number;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** A request without an answer after this long counts as a timeout (autocannon's default: 10). */
  timeoutSeconds?: number;
}

export interface LoadResult {
  url: string;
  method: string;
  connections: number;
  durationSeconds: number;
  timeoutSeconds: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: Summary;
  /** Answers by HTTP status. */
  statuses: Record<string, number>;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all), as autocannon counts them. */
  errors: number;
  timeouts: number;
  /** Bytes per answer as received (headers included; compressed when the server compressed). */
  bytesPerResponse: number;
}

/** Runs loadRun.ts in a child process and answers its result; never blocks this event loop. */
export function runLoad(spec: LoadSpec): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(repoRoot, "node_modules/.bin/tsx"), [join(import.meta.dirname, "loadRun.ts"), JSON.stringify(spec)], {
      cwd: repoRoot,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => {
      const line = out.trim().split("\n").pop() ?? "";
      if (code === 0 && line.startsWith("{")) resolve(JSON.parse(line) as LoadResult);
      else reject(new Error(`load run failed (${code}): ${err.slice(-500)}`));
    });
  });
}
