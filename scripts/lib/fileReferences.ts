// What the repository's prose keeps: a decision record under docs/decisions/ starts with its status
// line, and a record, a document (README.md, docs/) or a code comment names only files that exist.
// `npm run lint` runs scripts/check-references.ts, which applies these rules.

/** `Status: Accepted`, `Status: Amended by NNN` or `Status: Superseded by NNN`, then anything. */
const statusLine = /^Status: (Accepted|Amended by \d{3}|Superseded by \d{3})\b/;

/**
 * A path names a file or folder of the repository when it has a folder and either ends in "/" or
 * in an extension: `web/src/boot/index.ts`, `store/readCounter.ts`, `functions/src/blob/`.
 * Not URLs, URL paths (`/api/...`), globs or placeholders (`<page>/index.html`).
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

/** A file named without its folder (`quote.controls.ts`): its name and a known extension. */
const fileNameToken = /(?<![\w./@~<-])[\w]+(?:[.-][\w]+)*\.(?:tsx?|m?js|json|md|ya?ml)\b(?![\w/<>-])/g;

/** The file names a text names without a folder (not Node.js, which is no file). */
export function namedFileNames(text: string): string[] {
  return [...new Set(Array.from(text.matchAll(fileNameToken), (match) => match[0]))].filter((name) => name !== "Node.js");
}

/**
 * Files the code and documents name that are not the repository's own, by where they live: the
 * LoRaWAN Device Repository the import reads, the shared documents beside this repository (the
 * specification, architecture and style guide), and Chromium's source.
 */
const elsewhere = [/^(vendor|photos)\//, /^schema\.json$/, /^(spec|ARCHITECTURE|STYLE)\.md$/, /^content\/browser\//];
export const isElsewhere = (path: string) => elsewhere.some((pattern) => pattern.test(path));

/** The comments of a JavaScript or TypeScript source (line and block comments). */
export function commentsOf(source: string): string {
  return Array.from(source.matchAll(/(?<![:"'`\\])\/\/[^\n]*|\/\*[\s\S]*?\*\//g), (match) => match[0]).join("\n");
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
