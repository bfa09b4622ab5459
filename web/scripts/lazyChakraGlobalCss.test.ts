import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { chakraSystemModule, lazyChakraGlobalCss } from "./lazyChakraGlobalCss.mjs";

// The installed Chakra (the workspace's, else the one hoisted to the repository root).
const candidates = ["../node_modules/", "../../node_modules/"].map((dir) => new URL(dir + chakraSystemModule, import.meta.url));
const installed = readFileSync(candidates.find((file) => existsSync(file))!, "utf8");

describe("lazyChakraGlobalCss", () => {
  it("rewrites the installed Chakra so the global CSS is computed on first read, not with the system", () => {
    expect(installed).toContain("const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];");
    const code = lazyChakraGlobalCss(installed);
    expect(code).not.toContain("const _global = [");
    expect(code).toContain("let _global;");
    expect(code).toMatch(/get _global\(\) \{\s+return _global \?\?= \[getPreflightCss\(\), getGlobalCss\(\), getTokenCss\(\)\];/);
  });

  it("fails on code it does not know, so a Chakra update cannot silently undo it", () => {
    expect(() => lazyChakraGlobalCss("export function createSystem() {}")).toThrow(/Chakra's createSystem changed/);
  });
});
