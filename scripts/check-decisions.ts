// `npm run lint` runs this: every decision record under docs/decisions/ starts with its status and
// names only files that exist, and the index (README.md) lists each once (scripts/lib/decisionRecords.ts
// holds the rules).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { indexProblems, missingPaths, namedPaths, statusProblem, type RecordProblem } from "./lib/decisionRecords.ts";
import { repoRoot } from "./lib/stack.ts";

const folder = join(repoRoot, "docs/decisions");
const git = (args: string[]) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" });
// Tracked files and new ones not yet committed; not the ignored ones.
const repoFiles = git(["ls-files", "--cached", "--others", "--exclude-standard"]).split("\n").filter(Boolean);
const isIgnored = (path: string) => spawnSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: repoRoot }).status === 0;

// A dependency's file, named from its package (`body-parser/lib/...`) or inside it (`lib/hosting/...`).
const packages = readdirSync(join(repoRoot, "node_modules")).flatMap((name) =>
  name.startsWith("@") ? readdirSync(join(repoRoot, "node_modules", name)).map((inner) => `${name}/${inner}`) : [name],
);
const inDependency = (path: string) =>
  existsSync(join(repoRoot, "node_modules", path)) || packages.some((name) => existsSync(join(repoRoot, "node_modules", name, path)));

const problems: RecordProblem[] = [];
const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
for (const name of records) {
  const text = readFileSync(join(folder, name), "utf8");
  const status = statusProblem(text);
  if (status) problems.push({ file: name, problem: status });
  for (const path of missingPaths(namedPaths(text), repoFiles, isIgnored, inDependency)) {
    problems.push({ file: name, problem: `names ${path}, which does not exist` });
  }
}

for (const problem of indexProblems(readFileSync(join(folder, "README.md"), "utf8"), records)) problems.push({ file: "README.md", problem });

for (const { file, problem } of problems) console.error(`docs/decisions/${file}: ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} problem(s) in decision records: give each a status line and name only files that exist.`);
  process.exit(1);
}
console.log(`${records.length} decision records: each has a status, every file they name exists, the index lists each once.`);
