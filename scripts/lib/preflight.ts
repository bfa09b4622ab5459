// What `npm start` checks before it spends minutes building: that every port of the stack is free
// (a taken one is named in one line, with an offset that is free), and whether the build on disk
// was made from the sources as they are now.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { shiftedPorts, type StackPorts } from "./ports.ts";

const portNames: Record<keyof StackPorts, string> = {
  hosting: "the site",
  hostingEmulator: "the Hosting emulator",
  functions: "the Functions emulator",
  auth: "the Auth emulator",
  firestore: "Firestore",
  hub: "the emulator hub",
  logging: "the emulators' logging",
};

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

/** The first port of `ports` something else holds, or null. */
async function takenPort(ports: StackPorts): Promise<{ name: string; port: number } | null> {
  for (const [key, port] of Object.entries(ports) as [keyof StackPorts, number][]) {
    if (!(await isFree(port))) return { name: portNames[key], port };
  }
  return null;
}

/** One line for the terminal when a port is taken: which, and a STACK_PORT_OFFSET whose ports are all free. */
export async function portsInUseMessage(offset: number): Promise<string | null> {
  const taken = await takenPort(shiftedPorts(offset));
  if (!taken) return null;
  let free: number | null = null;
  for (let candidate = offset + 100; candidate <= offset + 5000 && free === null; candidate += 100) {
    if (!(await takenPort(shiftedPorts(candidate)))) free = candidate;
  }
  const suggestion = free === null ? "set STACK_PORT_OFFSET to move every port" : `run STACK_PORT_OFFSET=${free} npm start to use free ports`;
  return `Port ${taken.port} (${taken.name}) is taken (a stack already running?): stop what holds it, or ${suggestion}.`;
}

/**
 * A hash of everything `npm run build` reads: the files of web, functions and contracts that git
 * tracks or would track (build outputs are ignored), tests excepted, the root manifests, and SITE_URL. Null when git
 * cannot list them (no repository): then the build always runs.
 */
export function buildInputsHash(repoRoot: string, siteUrl: string): string | null {
  let files: string[];
  try {
    const listed = execFileSync(
      "git",
      [
        "ls-files",
        "-z",
        "--cached",
        "--others",
        "--exclude-standard",
        "--",
        "web",
        "functions",
        "contracts",
        "package.json",
        "package-lock.json",
        "tsconfig.json",
      ],
      {
        cwd: repoRoot,
        encoding: "utf8",
        stdio: ["ignore", "pipe", "ignore"],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    // Tests are not built: editing one does not make the build stale.
    files = [...new Set(listed.split("\0").filter((file) => file && !isTest(file)))].sort();
  } catch {
    return null;
  }
  const hash = createHash("sha256").update(`SITE_URL=${siteUrl}\n`);
  for (const file of files) {
    const path = join(repoRoot, file);
    // A tracked file deleted from the checkout counts as a change too.
    hash
      .update(`${file}\0`)
      .update(existsSync(path) ? readFileSync(path) : "(deleted)")
      .update("\0");
  }
  return hash.digest("hex");
}

const isTest = (file: string) => /(^|\/)test\//.test(file) || /\.test\.tsx?$/.test(file);

/** Where the hash of the inputs of the build on disk is kept: beside the build, gone with it. */
const stampFile = (repoRoot: string) => join(repoRoot, "web", "build", ".inputs.sha256");
const builtFiles = (repoRoot: string) => [join(repoRoot, "web", "build", "client", "about", "index.html"), join(repoRoot, "functions", "lib", "index.js")];

export function buildIsCurrent(repoRoot: string, hash: string | null): boolean {
  if (!hash || !builtFiles(repoRoot).every((file) => existsSync(file))) return false;
  return existsSync(stampFile(repoRoot)) && readFileSync(stampFile(repoRoot), "utf8").trim() === hash;
}

export function recordBuild(repoRoot: string, hash: string | null) {
  if (hash) writeFileSync(stampFile(repoRoot), `${hash}\n`);
}
