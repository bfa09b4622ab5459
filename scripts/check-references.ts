// `npm run lint` runs this. Every decision record under docs/decisions/ starts with its status and
// the index (README.md) lists each once; every record, document (README.md, docs/) and code comment
// names only files that exist (scripts/lib/fileReferences.ts holds the rules).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { commentsOf, indexProblems, isElsewhere, missingPaths, namedFileNames, namedPaths, statusProblem, type RecordProblem } from "./lib/fileReferences.ts";
import { repoRoot } from "./lib/stack.ts";

const folder = join(repoRoot, "docs/decisions");
const git = (args: string[]) => execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" });
// Tracked files and new ones not yet committed; not the ignored ones.
const repoFiles = git(["ls-files", "--cached", "--others", "--exclude-standard"]).split("\n").filter(Boolean);
const fileNames = new Set(repoFiles.map((file) => file.slice(file.lastIndexOf("/") + 1)));
const isIgnored = (path: string) => spawnSync("git", ["check-ignore", "-q", "--no-index", path], { cwd: repoRoot }).status === 0;

// A dependency's file, named from its package (`body-parser/lib/...`) or inside it (`lib/hosting/...`).
const packages = readdirSync(join(repoRoot, "node_modules")).flatMap((name) =>
  name.startsWith("@") ? readdirSync(join(repoRoot, "node_modules", name)).map((inner) => `${name}/${inner}`) : [name],
);
const inDependency = (path: string) =>
  existsSync(join(repoRoot, "node_modules", path)) || packages.some((name) => existsSync(join(repoRoot, "node_modules", name, path)));

const problems: RecordProblem[] = [];

/** The files `text` names (with a folder, or by a file name alone) that exist nowhere. */
function checkNames(file: string, text: string, { fileNamesToo }: { fileNamesToo: boolean }) {
  const paths = namedPaths(text).filter((path) => !isElsewhere(path));
  for (const path of missingPaths(paths, repoFiles, isIgnored, inDependency)) problems.push({ file, problem: `names ${path}, which does not exist` });
  if (!fileNamesToo) return;
  for (const name of namedFileNames(text)) {
    if (!fileNames.has(name) && !isElsewhere(name) && !inDependency(name))
      problems.push({ file, problem: `names ${name}, which is no file of the repository` });
  }
}

const records = readdirSync(folder).filter((name) => /^\d{3}-.*\.md$/.test(name));
for (const name of records) {
  const text = readFileSync(join(folder, name), "utf8");
  const status = statusProblem(text);
  if (status) problems.push({ file: `docs/decisions/${name}`, problem: status });
  checkNames(`docs/decisions/${name}`, text, { fileNamesToo: false });
}
for (const problem of indexProblems(readFileSync(join(folder, "README.md"), "utf8"), records)) problems.push({ file: "docs/decisions/README.md", problem });

// The documents and the code's comments; not the tests', which name the example files they make.
const documents = repoFiles.filter((file) => /^(README\.md|docs\/[^/]+\.md)$/.test(file));
for (const file of documents) checkNames(file, readFileSync(join(repoRoot, file), "utf8"), { fileNamesToo: true });
const sources = repoFiles.filter(
  (file) => /^(web|functions|contracts|scripts|e2e)\/.*\.(ts|tsx|js|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && existsSync(join(repoRoot, file)),
);
for (const file of sources) checkNames(file, commentsOf(readFileSync(join(repoRoot, file), "utf8")), { fileNamesToo: true });

for (const { file, problem } of problems) console.error(`${file}: ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} reference problem(s): give each decision record a status line, and name only files that exist.`);
  process.exit(1);
}
console.log(
  `${records.length} decision records, ${documents.length} documents and ${sources.length} sources: every record has a status, every file named exists, the index lists each record once.`,
);
