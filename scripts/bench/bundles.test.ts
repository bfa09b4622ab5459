import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pageSize, type LoadedFile, type PageLoad } from "./bundles.ts";

const origin = "http://127.0.0.1:25000";
const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
/** Pseudo-random text (an LCG) that gzip cannot shrink much, so a longer file is a bigger one. */
function noise(length: number, seed: number): string {
  let state = seed + 1;
  return Array.from({ length }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (state % 89));
  }).join("");
}

const build: Record<string, string> = {
  "/assets/hydrate-after-paint-a.js": noise(800, 1),
  "/assets/entry.client-b.js": noise(4000, 2),
  "/assets/islands-c.js": noise(2000, 3),
  "/assets/site-d.css": noise(600, 4),
};
const builtFile = (path: string) => (path in build ? Buffer.from(build[path]!) : undefined);

const answer = (path: string, over: Partial<LoadedFile> = {}): LoadedFile => ({
  url: path.startsWith("http") ? path : origin + path,
  resourceType: "script",
  status: 200,
  body: Buffer.from("served body"),
  ...over,
});

const visit = (responses: LoadedFile[], html = "<html><head></head><body></body></html>"): PageLoad => ({ page: "/pricing", html, responses });

describe("pageSize", () => {
  it("sums the gzip -9 size of every script the page loaded, taking same-origin bytes from the build", () => {
    const size = pageSize(
      visit([answer("/assets/hydrate-after-paint-a.js"), answer("/assets/entry.client-b.js"), answer("/assets/islands-c.js")]),
      origin,
      builtFile,
    );
    const files = ["/assets/hydrate-after-paint-a.js", "/assets/entry.client-b.js", "/assets/islands-c.js"];
    expect(size).toMatchObject({ page: "/pricing", scripts: files, files: 3, jsBytes: 6800 });
    expect(size.jsGzipBytes).toBe(files.reduce((n, f) => n + gzip(build[f]!), 0));
  });

  it("sizes the response body when the build has no such file or the script is from another origin", () => {
    const size = pageSize(
      visit([
        answer("/assets/not-built.js", { body: Buffer.from("x".repeat(300)) }),
        answer("https://cdn.example.com/lib.js", { body: Buffer.from("y".repeat(500)) }),
      ]),
      origin,
      builtFile,
    );
    expect(size.scripts).toEqual(["/assets/not-built.js", "https://cdn.example.com/lib.js"]);
    expect(size.jsBytes).toBe(800);
    expect(size.jsGzipBytes).toBe(gzip("x".repeat(300)) + gzip("y".repeat(500)));
  });

  it("counts a script once however often it was answered, and ignores the query string when reading the build", () => {
    const size = pageSize(visit([answer("/assets/islands-c.js?v=1"), answer("/assets/islands-c.js?v=1"), answer("/assets/islands-c.js")]), origin, builtFile);
    expect(size.files).toBe(1);
    expect(size.jsBytes).toBe(2000);
  });

  it("keeps stylesheets out of the JS figure and sums them apart; other answers count for nothing", () => {
    const size = pageSize(
      visit([
        answer("/assets/entry.client-b.js"),
        answer("/assets/site-d.css", { resourceType: "stylesheet" }),
        answer("/api/products", { resourceType: "fetch", body: Buffer.from("[]") }),
        answer("/images/hero.webp", { resourceType: "image" }),
      ]),
      origin,
      builtFile,
    );
    expect(size).toMatchObject({ scripts: ["/assets/entry.client-b.js"], files: 1, jsBytes: 4000 });
    expect(size.cssGzipBytes).toBe(gzip(build["/assets/site-d.css"]!));
  });

  it("measures the inline <style> blocks of the HTML the browser received, not a file", () => {
    const html = '<html><head><style>.a{color:red}</style><style data-emotion="css x">.b{margin:0}</style></head><body><p>style</p></body></html>';
    expect(pageSize(visit([], html), origin, builtFile).inlineCssGzipBytes).toBe(gzip(".a{color:red}.b{margin:0}"));
    expect(pageSize(visit([]), origin, builtFile).inlineCssGzipBytes).toBe(0);
  });

  it("lists the five biggest scripts by gzip size, biggest first, by file name", () => {
    const many = Array.from({ length: 7 }, (_, i) => answer(`/assets/chunk-${i}.js`, { body: Buffer.from(noise(100 * (i + 1), i)) }));
    const { largest } = pageSize(visit(many), origin, builtFile);
    expect(largest.map((l) => l.file)).toEqual(["chunk-6.js", "chunk-5.js", "chunk-4.js", "chunk-3.js", "chunk-2.js"]);
    expect(largest[0]!.gzipBytes).toBe(gzip(noise(700, 6)));
  });

  it("skips redirects and fails on a script that did not load", () => {
    expect(pageSize(visit([answer("/old.js", { status: 301, body: Buffer.alloc(0) })]), origin, builtFile).files).toBe(0);
    expect(() => pageSize(visit([answer("/assets/gone.js", { status: 404 })]), origin, builtFile)).toThrow(
      "/pricing: http://127.0.0.1:25000/assets/gone.js answered 404",
    );
  });
});
