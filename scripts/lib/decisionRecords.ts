// The rules a decision record under docs/decisions/ keeps (RULES.md, "Shared files"): the first line
// after its title is its status, and every file it names exists. `npm run lint` runs
// scripts/check-decisions.ts, which applies them to every record.

/** `Status: Accepted`, `Status: Amended by NNN` or `Status: Superseded by NNN`, then anything. */
const statusLine = /^Status: (Accepted|Amended by \d{3}|Superseded by \d{3})\b/;

/**
 * A path names a file or folder of the repository when it has a folder and either ends in "/" or
 * in an extension: `web/src/app/pageLoader.ts`, `store/readCounter.ts`, `functions/src/blob/`.
 * Not URLs, URL paths (`/api/...`), globs or placeholders.
 */
const pathToken = /(?<![\w.:/@~-])(?:\.?[\w-]+\/)+(?:[\w.-]*\.[a-z]{1,5}(?![\w<>/-]|\.\S)|(?=[\s`'"),;]|$))/gm;

export interface RecordProblem {
  file: string;
  problem: string;
}

export function statusProblem(text: string): string | null {
  const lines = text.split("\n");
  const title = lines.findIndex((line) => line.startsWith("# "));
  if (title === -1) return "has no title line (# ...)";
  const next = lines.slice(title + 1).find((line) => line.trim() !== "");
  if (next === undefined || !statusLine.test(next)) {
    return `the first line after the title must be "Status: Accepted", "Status: Amended by NNN" or "Status: Superseded by NNN" (found: ${JSON.stringify(next ?? "")})`;
  }
  return null;
}

/** The repository paths a record names: in code spans, links and plain text. */
export function namedPaths(text: string): string[] {
  const paths = new Set<string>();
  for (const match of text.matchAll(pathToken)) {
    const token = match[0];
    if (/[*<>{}$]/.test(token) || token.includes("//")) continue;
    // A lone folder (`dist/`, an ETag's `W/`) says too little to be checked.
    if (/^[\w.-]+\/$/.test(token)) continue;
    paths.add(token.replace(/^\.\//, ""));
  }
  return [...paths];
}

/**
 * A named path exists when it is a file or folder from the repository's root, or the tail of one
 * (a record may name `store/catalogueVersion.ts` inside `functions/src/`), or a dependency's file
 * (`body-parser/lib/types/json.js`, checked by `inDependency`). Paths git ignores (build output,
 * `.data/`, bench results) are made by running the code and are not checked.
 */
export function missingPaths(
  paths: string[],
  repoFiles: string[],
  isIgnored: (path: string) => boolean,
  inDependency: (path: string) => boolean = () => false,
): string[] {
  const entries = new Set<string>();
  for (const file of repoFiles) {
    const parts = file.split("/");
    for (let end = 1; end <= parts.length; end++) {
      for (let start = 0; start < end; start++) {
        const entry = parts.slice(start, end).join("/");
        entries.add(end < parts.length ? `${entry}/` : entry);
      }
    }
  }
  return paths.filter((path) => {
    if (entries.has(path) || entries.has(`${path}/`)) return false;
    return !isIgnored(path) && !inDependency(path);
  });
}

/**
 * The index (docs/decisions/README.md) lists every record once, by a link to its file, and links to
 * no record that is not there. `records` are the records' file names.
 */
export function indexProblems(index: string, records: string[]): string[] {
  const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
  const problems: string[] = [];
  for (const record of records) {
    const times = linked.filter((file) => file === record).length;
    if (times !== 1) problems.push(`lists ${record} ${times === 0 ? "nowhere" : `${times} times`}`);
  }
  for (const file of new Set(linked)) if (!records.includes(file)) problems.push(`links ${file}, which is not a record`);
  return problems;
}
