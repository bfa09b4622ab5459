import { describe, expect, it } from "vitest";
import { commentsOf, indexProblems, isElsewhere, missingPaths, namedFileNames, namedPaths, statusProblem } from "./fileReferences.ts";

describe("decision records", () => {
  it("are each listed once in the index, which links to no other record", () => {
    const records = ["001-one.md", "002-two.md"];
    expect(indexProblems("| [001](001-one.md) | One |\n| [002](002-two.md) | Two |", records)).toEqual([]);
    expect(indexProblems("| [001](001-one.md) | One |\n| [001](001-one.md) | Again |\n| [003](003-gone.md) | Gone |", records)).toEqual([
      "lists 001-one.md 2 times",
      "lists 002-two.md nowhere",
      "links 003-gone.md, which is not a record",
    ]);
  });

  it("want a status line right after the title", () => {
    expect(statusProblem("# 048: A title\n\nStatus: Accepted\n")).toBeNull();
    expect(statusProblem("# 048: A title\nStatus: Amended by 052 (the cache)\n")).toBeNull();
    expect(statusProblem("# 048: A title\n\nStatus: Superseded by 060\n")).toBeNull();
    expect(statusProblem("# 048: A title\n\n## Context\n\nStatus: Accepted\n")).toMatch(/first line after the title/);
    expect(statusProblem("# 048: A title\n\nStatus: Proposed\n")).toMatch(/first line after the title/);
    expect(statusProblem("# 048: A title\n\nStatus: Amended by decision 52\n")).toMatch(/first line after the title/);
    expect(statusProblem("No title\n\nStatus: Accepted\n")).toMatch(/no title/);
  });

  it("find the repository paths a record names, not URLs, globs or ETags", () => {
    const text = [
      "The loader (`web/src/app/pageLoader.ts`) and [the guide](docs/deploy.md), see functions/src/blob/ and",
      "`store/readCounter.ts` and web/src/root.tsx. Not https://example.com/a/b.html, `/api/images/social/x.png`, `**/*.html`,",
      '`functions/.env.<project-id>`, `W/"abc"` or `dist/`.',
    ].join("\n");
    expect(namedPaths(text).sort()).toEqual(["docs/deploy.md", "functions/src/blob/", "store/readCounter.ts", "web/src/app/pageLoader.ts", "web/src/root.tsx"]);
  });

  it("accept a path from the root, the tail of a file, a dependency's file or an ignored output", () => {
    const files = ["web/src/app/pageLoader.ts", "functions/src/store/readCounter.ts"];
    const ignored = (path: string) => path.startsWith("web/build/");
    const dependency = (path: string) => path === "body-parser/lib/types/json.js";
    const named = ["web/src/app/pageLoader.ts", "store/readCounter.ts", "functions/src/store/", "web/build/client/sw.js", "body-parser/lib/types/json.js"];
    expect(missingPaths(named, files, ignored, dependency)).toEqual([]);
    expect(missingPaths(["web/scripts/externalizeScripts.mjs", "src/app/gone.ts", "functions/src/schema/"], files, ignored, dependency)).toEqual([
      "web/scripts/externalizeScripts.mjs",
      "src/app/gone.ts",
      "functions/src/schema/",
    ]);
  });
});

describe("documents and comments", () => {
  it("name files by their name alone too, but not placeholders, URLs, paths or Node.js", () => {
    const text = "quote.controls.ts starts it (see <name>.controls.ts, https://example.com/a.js, web/src/boot/index.ts and Node.js); hydrate.tsx.";
    expect(namedFileNames(text)).toEqual(["quote.controls.ts", "hydrate.tsx"]);
  });

  it("are a source's comments, not its strings", () => {
    const source = 'const url = "https://example.com/x.js"; // quote.controls.ts\n/* hydrate.tsx */ const a = "b.ts";';
    expect(namedFileNames(commentsOf(source))).toEqual(["quote.controls.ts", "hydrate.tsx"]);
  });

  it("know the files that live outside the repository", () => {
    expect(["vendor/index.yaml", "schema.json", "spec.md", "content/browser/x.cc"].every(isElsewhere)).toBe(true);
    expect(isElsewhere("web/src/boot/index.ts")).toBe(false);
  });
});
