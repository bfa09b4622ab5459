import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { bootIslands } from "../../../web/scripts/externalizeScripts.mjs";
import type { PublicProduct } from "../schema/product.js";
import { pageRenderer } from "./pageSsr.js";

// What React Router writes into a page: module preloads, a classic boot script and the module one.
const head = '<head><link rel="modulepreload" href="/assets/a.js"/></head>';
const bootScripts = '<script>window.boot = 1;</script><script type="module">import "/assets/a.js";</script>';
const page = (name: string) => `<!DOCTYPE html><html>${head}<body><h1>${name}</h1>${bootScripts}</body></html>`;

// A stand-in for the web build's bundle: renders the product's name with those scripts and records
// what it was asked.
const fakeBundle = `
export const build = { prerender: ["/about"], ssr: false };
export const requests = [];
export function createRequestHandler(build, mode) {
  return async (request, context) => {
    requests.push({ url: request.url, prerender: build.prerender, ssr: build.ssr, mode, ...context });
    const name = context.product ? context.product.name : context.catalogue.map((p) => p.name).join(", ");
    if (name === "broken") return new Response("no", { status: 500 });
    return new Response(${JSON.stringify(`<!DOCTYPE html><html>${head}<body><h1>`)} + name + ${JSON.stringify(`</h1>${bootScripts}</body></html>`)});
  };
}
`;

const product = (name: string, id = 7) => ({ id, name }) as PublicProduct;

let dir: string;
let bundle: { requests: { url: string; prerender: string[]; ssr: boolean; mode: string; product?: PublicProduct; catalogue?: PublicProduct[] }[] };

// The web build's islands entry and what it imports (islands.json).
const islands = { entry: "/assets/hydrateIslands-1.js", modules: ["/assets/react-dom-2.js", "/assets/hydrateIslands-1.js"] };

function writeBundle(bootFiles: string[]) {
  writeFileSync(join(dir, "render.mjs"), fakeBundle);
  writeFileSync(join(dir, "boot-files.json"), JSON.stringify(bootFiles));
  writeFileSync(join(dir, "islands.json"), JSON.stringify(islands));
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "product-ssr-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A renderer of the stand-in bundle, whose build has the given boot files (by default, all it needs). */
async function setUp(bootFiles?: string[]) {
  const needed = bootIslands(page("x"), "/assets/", islands).files.map((file) => file.name);
  writeBundle(bootFiles ?? needed);
  const renderer = pageRenderer(pathToFileURL(dir + "/"));
  bundle = await import(pathToFileURL(join(dir, "render.mjs")).href);
  return renderer;
}

describe("pageRenderer", () => {
  it("renders the product's path, only that one prerendered, with the product as load context", async () => {
    const renderer = await setUp();
    const html = await renderer.product(product("Soil Probe <S1>"));
    expect(bundle.requests).toEqual([
      { url: "http://localhost/products/7", prerender: ["/products/7"], ssr: false, mode: "production", product: product("Soil Probe <S1>") },
    ]);
    expect(html).toContain("<h1>Soil Probe <S1></h1>");
  });

  it("replaces the router's boot code with the islands entry, started after the first paint", async () => {
    const renderer = await setUp();
    const html = (await renderer.product(product("x")))!;
    expect(html).not.toMatch(/<script>|<script type="module">|page-boot|route-boot/);
    expect(html).not.toContain('rel="modulepreload"');
    const modules = JSON.stringify(islands.modules).replaceAll('"', "&quot;");
    expect(html).toContain(`<script data-entry="/assets/hydrateIslands-1.js" data-modules="${modules}" src="/assets/hydrate-after-paint-`);
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it("refuses a page that points at a boot script the web build does not have", async () => {
    const renderer = await setUp([]);
    await expect(renderer.product(product("x"))).rejects.toThrow(/boot scripts the web build lacks: hydrate-after-paint-/);
  });

  it("refuses a render that does not answer 200", async () => {
    const renderer = await setUp();
    await expect(renderer.product(product("broken"))).rejects.toThrow("rendering /products/7 answered 500");
  });

  it("renders a product again only when it has changed", async () => {
    const renderer = await setUp();
    const first = await renderer.product(product("One"));
    expect(await renderer.product(product("One"))).toBe(first);
    expect(bundle.requests).toHaveLength(1);
    expect(await renderer.product(product("Two"))).toContain("<h1>Two</h1>");
    expect(await renderer.product(product("Other", 8))).toContain("<h1>Other</h1>");
    expect(bundle.requests.map((r) => r.product?.name)).toEqual(["One", "Two", "Other"]);
  });

  it("gives null without a bundle, so the shell is served", async () => {
    expect(await pageRenderer(pathToFileURL(dir + "/")).product(product("x"))).toBeNull();
  });

  it("renders the marketplace with the catalogue and the query, again only when the catalogue's version changes", async () => {
    const renderer = await setUp();
    const catalogue = { version: "v1", products: [product("A", 1), product("B", 2)] };
    const html = await renderer.marketplace(catalogue, "q=a&sort=name");
    expect(bundle.requests).toEqual([
      { url: "http://localhost/marketplace?q=a&sort=name", prerender: ["/marketplace"], ssr: false, mode: "production", catalogue: catalogue.products },
    ]);
    expect(html).toContain("<h1>A, B</h1>");
    expect(await renderer.marketplace({ ...catalogue, products: [] }, "q=a&sort=name")).toBe(html);
    expect(await renderer.marketplace(catalogue, "")).toContain("<h1>A, B</h1>");
    expect(bundle.requests.at(-1)?.url).toBe("http://localhost/marketplace");
    expect(await renderer.marketplace({ version: "v2", products: [product("C", 3)] }, "q=a&sort=name")).toContain("<h1>C</h1>");
    expect(bundle.requests).toHaveLength(3);
  });
});
