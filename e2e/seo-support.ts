import type { Page } from "@playwright/test";

export type JsonLdNode = Record<string, unknown> & { "@type"?: string };

/** Every JSON-LD block in the document, parsed (a block that does not parse fails the test). */
export function jsonLdBlocks(page: Page): Promise<JsonLdNode[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map(
      (script) => JSON.parse(script.textContent ?? "") as Record<string, unknown>,
    ),
  );
}

/** The same from raw HTML, as a crawler that runs no JavaScript reads it. */
export function jsonLdInHtml(html: string): JsonLdNode[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map(([, json]) => JSON.parse(json!) as JsonLdNode);
}

export const ofType = (blocks: JsonLdNode[], type: string) => blocks.filter((block) => block["@type"] === type);

/** The configured site URL, read from the home page's canonical link (it is built from SITE_URL). */
export async function configuredSiteUrl(page: Page): Promise<string> {
  await page.goto("/");
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute("href");
  if (!canonical) throw new Error("The home page has no canonical link");
  return canonical.replace(/\/$/, "");
}
