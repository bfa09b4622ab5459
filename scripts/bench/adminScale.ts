// The admin's product list at a vendor's scale (issue 21, section 1), measured in Debian's Chromium
// at 1024x768 (the landscape tablet) without throttling, signed in as the seed's admin. The page is
// loaded 3 times (the first load fetches the code, the others come from the HTTP cache); each figure
// of a load is the median of the 3, and every sample is kept:
// - list visible: from the navigation's start to the paint after the list's "N of M products" shows;
// - the longest task (Long Tasks API) from the navigation until 2 s after that;
// - elements on the page (every element of the document) in the cards, the table and after a search;
// - Cards -> Table: the click to the paint after the table shows;
// - one keystroke in the search to the next paint with the list narrowed: a first character typed
//   into the empty search (each load), and, on the last load, 5 product names typed up to the last
//   key that narrows the list, that key measured;
// - the same keystrokes (a first character, 3 times, and the 5 names' last keys) with the CPU
//   throttled 4x through the DevTools protocol, as a tablet meets them (issue 31);
// - the copy of every whole product the admin keeps on the device (issue 31): the JSON's size and
//   the time from the request to the copy stored in IndexedDB, as the app records it;
// - at the largest size only, the time to unpublish about 1,000 selected products from the UI (a
//   search matching about 1,000, "Select all N matching", Unpublish, confirm, to the outcome shown);
//   they are published again afterwards through the API;
// - GET /api/admin/products: bytes and time, in the list's shape and whole, with and without gzip.
// Each time runs from the event's own timestamp to a task queued after the next animation frame
// (which the browser runs after painting that frame), all on the page's clock.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { bulkProductLimit, type ProductSummary } from "@lorawan/contracts/product";
import { filterProducts } from "../../web/src/features/admin/products/lib/filterProducts.ts";
import { adminListFigures, type Answer } from "./adminList.ts";
import { summarize } from "./stats.ts";

/** The median of a figure's samples, and the samples. */
export interface Sampled {
  median: number;
  max: number;
  samples: number[];
}

export interface AdminListRun {
  /** Products the admin lists (drafts included). */
  products: number;
  viewport: { width: number; height: number };
  listVisibleMs: Sampled;
  longestTaskMs: Sampled;
  /** Tasks over 50 ms during each load. */
  longTasks: number[];
  /** The most of each load: the cards after loading, the table, the table after a search. */
  elements: { cards: number; table: number; searched: number };
  /** `img` elements in the admin app with the list loaded (images only for what is on screen). */
  images: number;
  /** A first character typed into the empty search, to the paint of the narrowed list. */
  firstKeystrokeMs: Sampled;
  /** The last key of a product's name that narrows the list, to the paint of the narrowed list. */
  keystrokeMs: Sampled;
  /** Issue 31: the same keystrokes with the CPU throttled 4x (first characters and names' last keys together). */
  keystroke4xMs?: Sampled;
  /** Issue 31: the whole products kept on the device: products, bytes of JSON, ms from the request to the copy stored. */
  deviceCopy?: { products: number; bytes: number; ms: number } | null;
  /** Issue 31: unpublishing the products a search matches (about 1,000) from the UI, to the outcome shown. */
  bulkUnpublish?: { products: number; ms: number } | null;
  cardsToTableMs: Sampled;
  /** GET /api/admin/products: "summary" (the list's shape) and "full", each with and without gzip. */
  response: Record<string, Answer>;
}

export interface AdminScale {
  runs: AdminListRun[];
}

const adminViewport = { width: 1024, height: 768 };

/**
 * Run in the page before its scripts: records the long tasks and the moment the list shows, and
 * offers `__timeFrom(type, until)`, which resolves with the ms from the next `type` event to the paint
 * after `until` holds (a selector present, or the list's count no longer `countNot`). Plain JavaScript
 * in a string: a function passed from here would carry the helpers tsx adds to named functions.
 */
const probes = `
  const longTasks = [];
  window.__longTasks = longTasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longTasks.push(entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const countText = () => {
    for (const element of document.querySelectorAll("[aria-live]")) {
      const text = (element.textContent || "").trim();
      if (/^\\d+ of \\d+ products$/.test(text)) return text;
    }
    return null;
  };
  window.__countText = countText;
  const afterPaint = (done) => requestAnimationFrame(() => setTimeout(done, 0));
  const appears = new MutationObserver(() => {
    if (!countText()) return;
    appears.disconnect();
    afterPaint(() => (window.__listVisible = performance.now()));
  });
  appears.observe(document, { childList: true, subtree: true, characterData: true });
  window.__timeFrom = (type, until) =>
    new Promise((resolve) => {
      addEventListener(type, (event) => {
        let done = false;
        const check = () => {
          if (done) return;
          const reached = until.selector ? document.querySelector(until.selector) !== null : countText() !== until.countNot;
          if (!reached) return;
          done = true;
          observer.disconnect();
          afterPaint(() => resolve(performance.now() - event.timeStamp));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, characterData: true });
        queueMicrotask(check);
      }, { capture: true, once: true });
    });
`;

const elements = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length);
const waitForCount = (page: Page, text: string) =>
  page.waitForFunction((expected) => (window as unknown as { __countText: () => string | null }).__countText() === expected, text, { timeout: 120_000 });

/** Arms the page's timer for the next `type` event, runs `act`, and gives the time to the paint after `until`. */
async function timed(page: Page, type: string, until: { countNot?: string; selector?: string }, act: () => Promise<void>): Promise<number> {
  await page.evaluate(
    ({ type, until }) => {
      const probe = window as unknown as Record<string, unknown> & { __timeFrom: (t: string, u: object) => Promise<number> };
      probe.__pending = probe.__timeFrom(type, until);
    },
    { type, until },
  );
  await act();
  const ms = await page.evaluate(() => (window as unknown as { __pending: Promise<number> }).__pending);
  return Math.round(ms * 10) / 10;
}

/**
 * Searches whose next key narrows the list, as an admin typing product names meets them: for names
 * spread over the list, the text typed before the name's last narrowing key (not a space), and that key.
 */
export function narrowingSearches(products: readonly ProductSummary[], count: number): { typed: string; key: string }[] {
  const searches: { typed: string; key: string }[] = [];
  const listed = (text: string) => filterProducts(products, text, "all").length;
  const step = Math.max(1, Math.floor(products.length / (count * 4)));
  for (let i = 0; i < products.length && searches.length < count; i += step) {
    const name = products[i]!.name;
    for (let k = name.length - 1; k >= 1; k--) {
      if (name[k]!.trim() === "") continue;
      if (listed(name.slice(0, k + 1)) < listed(name.slice(0, k))) {
        searches.push({ typed: name.slice(0, k), key: name[k]! });
        break;
      }
    }
  }
  return searches;
}

/** The single character that, typed into an empty search, leaves the most products listed while still narrowing the list. */
export function firstLetter(products: readonly ProductSummary[]): string {
  let best = { letter: "", listed: -1 };
  for (const letter of "abcdefghijklmnopqrstuvwxyz0123456789") {
    const listed = filterProducts(products, letter, "all").length;
    if (listed > best.listed && listed < products.length && listed > 0) best = { letter, listed };
  }
  if (!best.letter) throw new Error("no single character narrows the admin's product list");
  return best.letter;
}

const label = (listed: number, total: number) => `${listed} of ${total} products`;

/** Words of the first products' descriptions paired into searches: their most frequent ones. */
const searchWords = 30;

/**
 * The search (a maker, a word pair) whose matches come closest to `wanted`, at least that
 * many when one does. Pairs of every word of the first 200 descriptions were, with the seed's real
 * descriptions among them, some 100,000 searches of 5,000 products: the bench never got past this.
 */
function searchMatching(products: readonly ProductSummary[], wanted: number): { search: string; listed: number } {
  const frequency = new Map<string, number>();
  for (const word of products.slice(0, 200).flatMap((p) => p.description.split(" "))) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const words = [...frequency]
    .sort((a, b) => b[1] - a[1])
    .slice(0, searchWords)
    .map(([word]) => word);
  const candidates = [...new Set(products.map((p) => p.manufacturer)), ...words.flatMap((a) => words.map((b) => `${a} ${b}`))];
  let best = { search: "", listed: 0 };
  for (const search of candidates) {
    const listed = filterProducts(products, search, "all").length;
    const better = best.listed < wanted ? listed > best.listed : listed >= wanted && listed < best.listed;
    if (better) best = { search, listed };
  }
  return best;
}

/** The whole-product copy's figures, once the app has stored it (fieldCopy.ts keeps them beside it). */
async function deviceCopyFigures(page: Page): Promise<AdminListRun["deviceCopy"]> {
  const read = () =>
    page.evaluate(
      () =>
        new Promise<{ products: number; bytes: number; ms: number } | null>((resolve) => {
          const open = indexedDB.open("lorawan-admin");
          open.onupgradeneeded = () => open.transaction?.abort();
          open.onerror = () => resolve(null);
          open.onsuccess = () => {
            const db = open.result;
            if (!db.objectStoreNames.contains("query-cache")) return resolve(null);
            const store = db.transaction("query-cache").objectStore("query-cache");
            const keys = store.getAllKeys();
            keys.onsuccess = () => {
              const key = keys.result.find((k) => String(k).endsWith(":records:whole-read"));
              if (key === undefined) return resolve(null);
              const figures = store.get(key);
              figures.onsuccess = () => resolve((figures.result as { products: number; bytes: number; ms: number }) ?? null);
            };
          };
        }),
    );
  for (let waited = 0; waited < 180_000; waited += 1000) {
    const figures = await read();
    if (figures) return { products: figures.products, bytes: figures.bytes, ms: figures.ms };
    await page.waitForTimeout(1000);
  }
  return null;
}

/** Unpublishes the products `search` matches from the UI and gives the time from the confirmation to the outcome; publishes them again. */
async function unpublishFromUi(page: Page, base: string, products: readonly ProductSummary[], search: string): Promise<AdminListRun["bulkUnpublish"]> {
  const matching = filterProducts(products, search, "all").filter((p) => p.isPublished);
  if (matching.length === 0) return null;
  const total = products.length;
  await page.getByLabel("Search products").fill(search);
  await waitForCount(page, label(filterProducts(products, search, "all").length, total));
  const count = filterProducts(products, search, "all").length;
  await page.getByRole("checkbox", { name: `Select all ${count.toLocaleString("en-US")} matching` }).check();
  await page.getByRole("region", { name: "Bulk actions" }).getByRole("button", { name: "Unpublish", exact: true }).click();
  const confirm = page.getByRole("alertdialog").getByRole("button", { name: /^Unpublish [\d,]+ products?$/ });
  const started = Date.now();
  await confirm.click();
  await page
    .getByText(/^Unpublished [\d,]+ products?$/)
    .first()
    .waitFor({ timeout: 600_000 });
  const ms = Date.now() - started;
  // The catalogue as it was for the parts measured after this one.
  const ids = matching.map((p) => p.id);
  for (let start = 0; start < ids.length; start += bulkProductLimit) {
    const response = await page.request.post(`${base}/api/admin/products/bulk`, {
      data: { ids: ids.slice(start, start + bulkProductLimit), action: "publish" },
      timeout: 120_000,
    });
    if (!response.ok()) throw new Error(`publishing the bench's products again failed: ${response.status()}`);
  }
  return { products: count, ms };
}

function sampled(samples: number[]): Sampled {
  const stats = summarize(samples);
  return { median: stats.p50, max: stats.max, samples };
}

/** How many of the function's workers read the lists before the loads are measured. */
const listReaders = 4;

/** A round of reads at once answered within this holds the lists in every worker it reached. */
const warmRoundMs = 2000;

/**
 * The Functions emulator runs one request per worker process, and each worker keeps the admin's lists
 * in its own memory under the catalogue's version (functions/src/store/adminProductList.ts): the
 * list's summaries, and the whole products the field copy reads. A worker's first read of either
 * after the products were added reads every product from the embedded Firestore, which answers one
 * read at a time: 3-20 s at 5,000 on this machine, while every other request that reads the store
 * (the session check) waits behind it. A page load sends its requests side by side, so they reach
 * several workers, and the first load's field copy keeps one busy into the next load. So rounds of
 * `listReaders` reads of each at once, until a whole round is answered within `warmRoundMs`: one
 * round is not enough, as the emulator hands a queued read to whichever worker is free first, so
 * while new workers start, one worker may answer most of a round. This leaves the workers a page load
 * reaches holding both lists, as the one instance that serves concurrent requests in production would:
 * the loads and the copy measure the page and the device, not the stand-in filling its memory. The
 * last answer is the list.
 */
async function warmListReaders(context: BrowserContext, base: string) {
  const read = (path: string) => context.request.get(`${base}${path}`, { timeout: 180_000 });
  const timedRead = async (path: string) => {
    const start = Date.now();
    await read(path);
    return Date.now() - start;
  };
  for (const path of ["/api/admin/products?view=summary", "/api/admin/products"]) {
    for (let round = 0; round < 10; round++) {
      const times = await Promise.all(Array.from({ length: listReaders }, () => timedRead(path)));
      if (Math.max(...times) < warmRoundMs) break;
    }
  }
  return read("/api/admin/products?view=summary");
}

/** Page loads measured at each size. */
const loads = 3;

/** The figures at the catalogue's current size. */
export async function adminListAtScale(
  browser: Browser,
  base: string,
  account: { email: string; password: string },
  { bulk = false }: { bulk?: boolean } = {},
): Promise<AdminListRun> {
  const context = await browser.newContext({ viewport: adminViewport, serviceWorkers: "block" });
  try {
    const login = await context.request.post(`${base}/api/auth/login`, { data: { username: account.email, password: account.password } });
    if (!login.ok()) throw new Error(`admin login failed: ${login.status()}`);
    const listed = await warmListReaders(context, base);
    if (!listed.ok()) throw new Error(`the admin's product list answered ${listed.status()}: ${(await listed.text()).slice(0, 200)}`);
    const products = (await listed.json()) as ProductSummary[];
    const total = products.length;
    const letter = firstLetter(products);
    const samples = {
      listVisible: [] as number[],
      longestTask: [] as number[],
      longTasks: [] as number[],
      cardsToTable: [] as number[],
      firstKeystroke: [] as number[],
    };
    const elementCounts = { cards: 0, table: 0, searched: 0 };
    let images = 0;
    let page: Page | undefined;
    for (let load = 0; load < loads; load++) {
      await page?.close();
      page = await context.newPage();
      await page.addInitScript({ content: probes });
      await page.goto(`${base}/admin`);
      await waitForCount(page, label(total, total));
      await page.waitForFunction(() => (window as unknown as { __listVisible?: number }).__listVisible !== undefined);
      await page.waitForTimeout(2000);
      const figures = await page.evaluate(() => {
        const probe = window as unknown as { __listVisible: number; __longTasks: number[] };
        return {
          listVisible: Math.round(probe.__listVisible),
          longestTask: Math.round(Math.max(0, ...probe.__longTasks)),
          longTasks: probe.__longTasks.length,
        };
      });
      samples.listVisible.push(figures.listVisible);
      samples.longestTask.push(figures.longestTask);
      samples.longTasks.push(figures.longTasks);
      elementCounts.cards = Math.max(elementCounts.cards, await elements(page));
      images = Math.max(images, await page.locator("[data-admin-app] img").count());

      const table = page.getByRole("button", { name: "Table" });
      samples.cardsToTable.push(await timed(page, "click", { selector: "[data-admin-app] table th" }, () => table.click()));
      elementCounts.table = Math.max(elementCounts.table, await elements(page));

      const search = page.getByLabel("Search products");
      await page.waitForTimeout(300);
      samples.firstKeystroke.push(await timed(page, "keydown", { countNot: label(total, total) }, () => search.press(letter)));
      await waitForCount(page, label(filterProducts(products, letter, "all").length, total));
    }

    const keystrokes: number[] = [];
    const search = page!.getByLabel("Search products");
    for (const { typed, key } of narrowingSearches(products, 5)) {
      await search.fill(typed);
      const before = label(filterProducts(products, typed, "all").length, total);
      await waitForCount(page!, before);
      // Let the previous fill's work finish before the measured key.
      await page!.waitForTimeout(300);
      keystrokes.push(await timed(page!, "keydown", { countNot: before }, () => search.press(key)));
      await waitForCount(page!, label(filterProducts(products, typed + key, "all").length, total));
      elementCounts.searched = Math.max(elementCounts.searched, await elements(page!));
    }
    if (keystrokes.length === 0) throw new Error("no product name narrows the admin's list key by key");

    // Issue 31: the same keystrokes on a tablet's CPU (4x slower).
    const cdp = await page!.context().newCDPSession(page!);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const throttled: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        await search.fill("");
        await waitForCount(page!, label(total, total));
        await page!.waitForTimeout(500);
        throttled.push(await timed(page!, "keydown", { countNot: label(total, total) }, () => search.press(letter)));
        await waitForCount(page!, label(filterProducts(products, letter, "all").length, total));
      }
      for (const { typed, key } of narrowingSearches(products, 5)) {
        await search.fill(typed);
        const before = label(filterProducts(products, typed, "all").length, total);
        await waitForCount(page!, before);
        await page!.waitForTimeout(500);
        throttled.push(await timed(page!, "keydown", { countNot: before }, () => search.press(key)));
        await waitForCount(page!, label(filterProducts(products, typed + key, "all").length, total));
      }
    } finally {
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    }
    const deviceCopy = await deviceCopyFigures(page!);
    const bulkUnpublish = bulk ? await unpublishFromUi(page!, base, products, searchMatching(products, 1000).search) : undefined;
    const response = (await adminListFigures(base, account.email, account.password, 3)).answers;
    return {
      products: total,
      viewport: adminViewport,
      listVisibleMs: sampled(samples.listVisible),
      longestTaskMs: sampled(samples.longestTask),
      longTasks: samples.longTasks,
      elements: elementCounts,
      images,
      firstKeystrokeMs: sampled(samples.firstKeystroke),
      keystrokeMs: sampled(keystrokes),
      keystroke4xMs: sampled(throttled),
      deviceCopy,
      ...(bulkUnpublish === undefined ? {} : { bulkUnpublish }),
      cardsToTableMs: sampled(samples.cardsToTable),
      response,
    };
  } finally {
    await context.close();
  }
}
