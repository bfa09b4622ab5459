import { describe, expect, it } from "vitest";
import routes from "../routes";
import { paths, publicPagePaths } from "@lorawan/contracts/paths";

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** The static paths routes.ts declares (what the build prerenders), without dynamic or catch-all ones. */
function staticPaths(entries: readonly RouteEntry[]): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? ["/"] : entry.path && !/[:*]/.test(entry.path) ? [`/${entry.path}`] : [];
    return [...own, ...staticPaths(entry.children ?? [])];
  });
}

describe("publicPagePaths (sitemap)", () => {
  it("is every static route except the admin area, the /products redirect, the noindex comparison and offline page, the quote list and the forms' answers", () => {
    const unlisted = new Set<string>([
      paths.admin,
      paths.products,
      paths.compare,
      paths.offline,
      paths.quote,
      paths.contactSend,
      paths.contactSent,
      paths.signIn,
    ]);
    const expected = staticPaths(routes).filter((path) => !unlisted.has(path));
    expect([...publicPagePaths].sort()).toEqual(expected.sort());
  });
});
