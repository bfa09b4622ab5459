// Firestore document reads per page view: a fresh browser context loads the page like a first-time
// visitor and sums the X-Firestore-Reads header (set by the function on the emulators only) over
// every answer the page caused, the server-rendered product page included.
import type { Browser } from "@playwright/test";

export interface PageReads {
  path: string;
  reads: number;
  /** The answers that read anything, with their read counts. */
  requests: { url: string; reads: number }[];
}

export async function pageViewReads(browser: Browser, base: string, path: string): Promise<PageReads> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  try {
    const page = await context.newPage();
    const requests: { url: string; reads: number }[] = [];
    page.on("response", (response) => {
      const reads = Number(response.headers()["x-firestore-reads"] ?? 0);
      if (reads > 0) requests.push({ url: response.url().replace(base, ""), reads });
    });
    await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
    return { path, reads: requests.reduce((n, r) => n + r.reads, 0), requests };
  } finally {
    await context.close();
  }
}
