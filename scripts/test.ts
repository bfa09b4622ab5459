// `npm test`: typecheck, lint, unit and API integration tests (Vitest), then end-to-end tests
// (Playwright in Debian's Chromium) against a local stack this script builds, starts and stops.
// It ends with one line "N passed, N failed" summing every suite.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, relative } from "node:path";
import { parseArgs, stripVTControlCharacters } from "node:util";
import { projectId, shiftedPorts } from "./lib/ports.ts";
import { repoRoot, startStack } from "./lib/stack.ts";

const { values } = parseArgs({
  options: {
    "skip-e2e": { type: "boolean", default: false },
    "skip-build": { type: "boolean", default: false },
  },
});

interface Tally {
  suite: string;
  passed: number;
  failed: number;
}
const tallies: Tally[] = [];
// The failed tests by name, with the first line of the reason, repeated under the summary: CI shows the
// end of a run, and a failure far above it would otherwise go unnamed.
const failures: string[] = [];

/**
 * Runs a command to completion without blocking this process: the embedded Firestore of the
 * end-to-end stack lives in this process and must keep answering meanwhile.
 */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  console.log(`\n$ ${command} ${args.join(" ")}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: "inherit", env });
    child.on("exit", (code) => resolve(code === 0));
    child.on("error", () => resolve(false));
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: { name: string; assertionResults: { fullName: string; status: string; failureMessages?: string[] }[] }[];
}

interface PlaywrightSuite {
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites: PlaywrightSuite[];
}

/** The first line of a failure's message, without the colours a reporter put in it. */
const firstLine = (message: string) => stripVTControlCharacters(message).split("\n")[0];

/** The end-to-end tests that failed or were skipped, named as the Vitest ones are. */
function unexpectedTests(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === "unexpected" || test.status === "skipped")
        .map((test) => {
          const message = test.results.at(-1)?.error?.message;
          const reason = message ? firstLine(message) : test.status;
          return `e2e: [${test.projectName}] ${spec.file}:${spec.line} > ${spec.title}: ${reason}`;
        }),
    ),
    ...unexpectedTests(suite.suites),
  ]);
}

function readJson<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : null;
}

const results = join(repoRoot, "test-results");
rmSync(results, { recursive: true, force: true });

// React Router's route types first: the type check reads them, and lint resolves imports of them.
// Then tsc and eslint side by side: each keeps one core busy, so together they take as long as the
// longer (about 65 s on this 2-core machine, not 105 s one after the other).
const typegen = await run("npm", ["run", "--silent", "typegen"]);
const [typecheck, lint] = await Promise.all([
  typegen ? runCaptured("npm", ["run", "--silent", "typecheck:projects"], true) : { ok: false, output: "" },
  runCaptured("npm", ["run", "--silent", "lint"], false),
]);
if (lint.output) console.log(lint.output);
tallies.push({ suite: "typecheck", passed: typecheck.ok ? 1 : 0, failed: typecheck.ok ? 0 : 1 });
tallies.push({ suite: "lint", passed: lint.ok ? 1 : 0, failed: lint.ok ? 0 : 1 });

// Vitest: the unit tests (web, contracts, functions, scripts) and the API integration tests, in two
// processes side by side. The API files run one after another against one emulator and mostly wait
// on it; in one process Vitest would run them only after the unit files, leaving a core idle twice.
// The API run's output is kept and printed after the unit run's, so the two do not interleave.
const vitestRuns = [
  { suite: "vitest unit", project: "!api", report: join(results, "vitest-unit.json") },
  { suite: "vitest api", project: "api", report: join(results, "vitest-api.json") },
];
const vitestProcesses = vitestRuns.map(({ project, report }, index) =>
  runCaptured("npx", ["vitest", "run", "--project", project], index === 0, { VITEST_REPORT: report }),
);
// The end-to-end stack's build starts when the unit run ends, beside the rest of the API run, which
// leaves a core idle while it waits on its emulator. Not beside the unit run: dev.test.ts renders the
// site's images into web/public, as the build does. Its output is printed before the end-to-end tests'.
const wantsBuild = !values["skip-e2e"] && !values["skip-build"];
const build = wantsBuild ? vitestProcesses[0]!.then(() => runCaptured("npm", ["run", "--silent", "build"], false)) : null;
const vitestOutcomes = await Promise.all(vitestProcesses);
vitestRuns.forEach(({ suite, report }, index) => {
  const { ok, output } = vitestOutcomes[index]!;
  if (output) console.log(output);
  const vitest = readJson<VitestReport>(report);
  if (!vitest) return tallies.push({ suite: `${suite} (no report)`, passed: 0, failed: 1 });
  for (const file of vitest.testResults) {
    for (const test of file.assertionResults) {
      if (test.status === "passed") continue;
      const message = test.failureMessages?.[0];
      const reason = message ? firstLine(message) : test.status;
      failures.push(`${suite}: ${relative(repoRoot, file.name)} > ${test.fullName}: ${reason}`);
    }
  }
  // A skipped test is not a passed one: it counts as failed, so a suite cannot go quietly missing.
  tallies.push({ suite, passed: vitest.numPassedTests, failed: vitest.numFailedTests + vitest.numPendingTests });
  if (!ok && vitest.numFailedTests === 0) tallies.push({ suite: `${suite} (run errors)`, passed: 0, failed: 1 });
});

async function endToEnd() {
  const built = build ? await build : { ok: true, output: "" };
  if (built.output) console.log(built.output);
  if (!built.ok) {
    tallies.push({ suite: "build", passed: 0, failed: 1 });
    return;
  }
  // What `firebase deploy` would ship installs, loads and is whole (docs/deploy.md). It waits on the
  // registry more than it computes, so it runs beside the end-to-end tests; its output follows theirs.
  const rehearsal = rehearseDeploy();
  const ports = shiftedPorts(Number(process.env.STACK_PORT_OFFSET ?? 10000));
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-stack-"));
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  try {
    stack = await startStack({
      ports,
      dataDir,
      verbose: false,
      // Every test posts from this machine, one client address to the function. The suite sends as
      // many forms as the per-address limit allows in 10 minutes (5), so one more test would meet a
      // 429 that says nothing about it; functions/test/formRateLimit.test.ts checks the real limit.
      emulatorEnv: { FORM_RATE_LIMIT: "1000" },
    });
    Object.assign(process.env, stack.env);
    // Before the seed: the purge makes the function's Firestore client (with its settings), which the seed then shares.
    const { purgeTrashOnStart } = await import("./lib/purgeTrash.ts");
    await purgeTrashOnStart(() => {});
    const { seedIfEmpty } = await import("./lib/seed.ts");
    await seedIfEmpty(projectId, () => {});
    await run("npx", ["playwright", "test", "-c", "e2e"], { ...process.env, BASE_URL: stack.siteUrl });
    const report = readJson<PlaywrightReport>(join(results, "e2e.json"));
    if (report) {
      const { expected, unexpected, flaky, skipped } = report.stats;
      failures.push(...unexpectedTests(report.suites));
      tallies.push({ suite: "e2e", passed: expected + flaky, failed: unexpected + skipped });
    } else {
      tallies.push({ suite: "e2e (no report)", passed: 0, failed: 1 });
    }
  } catch (error) {
    console.error(error);
    tallies.push({ suite: "e2e stack", passed: 0, failed: 1 });
  } finally {
    await stack?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    const { ok, output } = await rehearsal;
    console.log(output);
    tallies.push({ suite: "deploy rehearsal", passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
  }
}

/** scripts/deploy-rehearsal.ts with its output kept, so it does not interleave with Playwright's. */
function rehearseDeploy() {
  return runCaptured("npx", ["tsx", "scripts/deploy-rehearsal.ts"], false);
}

/** Runs a command with its output either shown as it comes or kept and returned, to print later. */
function runCaptured(command: string, args: string[], live: boolean, env: NodeJS.ProcessEnv = {}): Promise<{ ok: boolean; output: string }> {
  if (live) return run(command, args, { ...process.env, ...env }).then((ok) => ({ ok, output: "" }));
  return new Promise((resolve) => {
    let output = `\n$ ${command} ${args.join(" ")}\n`;
    const child = spawn(command, args, { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env, FORCE_COLOR: "0" } });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ ok: code === 0, output }));
    child.on("error", (error) => resolve({ ok: false, output: output + String(error) }));
  });
}

if (!values["skip-e2e"]) await endToEnd();

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((line) => `  ${line}`).join("\n")}`);
console.log("\nSummary:");
for (const t of tallies) console.log(`  ${t.suite.padEnd(22)} ${t.passed} passed, ${t.failed} failed`);
const passed = tallies.reduce((n, t) => n + t.passed, 0);
const failed = tallies.reduce((n, t) => n + t.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
