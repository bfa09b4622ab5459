// The "first tap" figures (issue 29): what a person on a phone meets when they use the page as soon
// as it shows. Each run is a first visit (a fresh browser context: no cache, no service worker) on a
// throttled phone, applied for real through the DevTools protocol rather than simulated: 4x CPU
// (Emulation.setCPUThrottlingRate), 150 ms round trip and 1.6 Mbps down (Network.emulateNetworkConditions),
// a 375 px wide screen. The control is used the moment it is visible, and the time is taken in the
// page, from the press (or Enter) to the first frame that shows the answer. Median of `runs`.
// A press is the protocol's mouse input, which the browser hands to the page at once; its touch input
// is held until the page draws its next frame, a wait no finger meets (decision 099). The menu is
// also pressed through the touch input, as a figure for comparison with no target.
import type { Browser, BrowserContext, Page } from "@playwright/test";
import { percentile } from "./stats.ts";

const firstTapConditions = { cpuSlowdown: 4, latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, width: 375, height: 800 } as const;

/** Issue 29's targets, from the press to the answer on screen. */
const firstTapTargetsMs = { menu: 100, search: 1000, addToQuote: 300, menuWhileImagesLoad: 100, menuDevToolsTouch: null } as const;

type FirstTapName = keyof typeof firstTapTargetsMs;

interface FirstTapScenario {
  name: FirstTapName;
  description: string;
  /** Null for a figure shown for comparison only. */
  targetMs: number | null;
  /** Each run's time from the press to the answer; null when no answer came within `answerTimeoutMs`. */
  samplesMs: (number | null)[];
  /** The median of the runs, a run with no answer counting as the slowest; null when most had none. */
  medianMs: number | null;
}

export interface FirstTap {
  conditions: typeof firstTapConditions;
  runs: number;
  scenarios: FirstTapScenario[];
}

/** How long a run waits for the answer before it counts as none. */
const answerTimeoutMs = 15_000;
/** Images held back this long in the "while images load" run. */
const heldImagesMs = 10_000;
const imageFile = /\.(webp|jpe?g|png|avif|gif)(\?|$)/;

/**
 * In the page, before any of its own code: the time of the first press (the event's own time stamp,
 * so a main thread busy when the finger lands counts) and the first frame that shows the answer. From
 * the press, each frame looks before it is drawn: an open drawer or menu (a popover or dialog), or the
 * quote notice saying the product was added.
 */
function recorder() {
  // No named function inside: tsx names them with a helper (`__name`) that the page does not have.
  const w = window as unknown as { tapMarks: Record<string, number>; tapLook: () => void };
  const marks: Record<string, number> = {};
  w.tapMarks = marks;
  w.tapLook = () => {
    const answered =
      document.querySelector(":popover-open, dialog[open]") !== null ||
      /added to your quote list/.test(document.querySelector("[data-quote-notice]")?.textContent ?? "");
    if (answered) marks.answer = performance.now();
    else requestAnimationFrame(w.tapLook);
  };
  for (const type of ["click", "keydown"]) {
    addEventListener(
      type,
      (event) => {
        if (marks.press !== undefined) return;
        marks.press = event.timeStamp;
        requestAnimationFrame(w.tapLook);
      },
      { capture: true },
    );
  }
}

async function throttledPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const { width, height, cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = firstTapConditions;
  const context = await browser.newContext({ viewport: { width, height }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(recorder);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: latencyMs,
    downloadThroughput: (downloadKbps * 1000) / 8,
    uploadThroughput: (uploadKbps * 1000) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { context, page };
}

/**
 * The middle of what `selector` finds once the page has painted and it is visible (scrolled to the
 * middle of the screen, as a thumb's flick would bring a product's Add to quote), or null. A plain
 * expression evaluated in the page: Playwright's locators first evaluate its own injected script
 * there, which on the throttled phone took 60-100 ms of the main thread just before the tap and so
 * delayed the answer by what no visitor's page runs (traced; decision 088).
 */
const visibleBox = (selector: string) => `(() => {
  if (performance.getEntriesByName("first-contentful-paint").length === 0) return null;
  const control = document.querySelector(${JSON.stringify(selector)});
  if (!control || control.getClientRects().length === 0 || getComputedStyle(control).visibility === "hidden") return null;
  const before = control.getBoundingClientRect();
  if (before.top < 0 || before.bottom > innerHeight) control.scrollIntoView({ block: "center", behavior: "instant" });
  const box = control.getBoundingClientRect();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
})()`;

/**
 * The value of `expression` in the page once it is not null (polled every 10 ms; a reading during a
 * navigation counts as null), or an error naming `what` after 30 s.
 */
async function whenInPage<T>(page: Page, expression: string, what: string): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const value = await page.evaluate<T | null>(expression).catch(() => null);
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not show`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Presses the middle of what `selector` finds as soon as it is visible: the press and the release go
 * to the browser together, so the page meets them as it meets a quick tap, the moment its main thread
 * is free. Through the protocol's mouse input: Chromium holds its touch input until the page has
 * drawn its next frame ("we make sure the compositor is up to date before sending a touch event",
 * content/browser/devtools/protocol/input_handler.cc). Traced on `/` at first paint, that held the
 * touch 28-186 ms after its time stamp, the start of the figure (decision 099).
 */
async function pressWhenVisible(page: Page, selector: string) {
  const { x, y } = await whenInPage<{ x: number; y: number }>(page, visibleBox(selector), selector);
  const cdp = await page.context().newCDPSession(page);
  const press = { x, y, button: "left", clickCount: 1 } as const;
  await Promise.all([cdp.send("Input.dispatchMouseEvent", { type: "mousePressed", ...press }), cdp.send("Input.dispatchMouseEvent", { type: "mouseReleased", ...press })]);
}

/** Taps the middle of what `selector` finds through the protocol's touch input, as soon as it is visible. */
async function touchWhenVisible(page: Page, selector: string) {
  const { x, y } = await whenInPage<{ x: number; y: number }>(page, visibleBox(selector), selector);
  await page.touchscreen.tap(x, y);
}

/** Waits for the answer's frame; the time from the press to it, or null. */
async function answerTime(page: Page): Promise<number | null> {
  const deadline = Date.now() + answerTimeoutMs;
  while (Date.now() < deadline) {
    const marks = await page
      .evaluate(() => (window as unknown as { tapMarks?: Record<string, number> }).tapMarks ?? {})
      .catch(() => ({}) as Record<string, number>);
    const press = marks.press;
    const answer = marks.answer;
    if (press !== undefined && answer !== undefined) return Math.round(answer - press);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

type Run = (page: Page) => Promise<number | null>;

const menuButton = 'button[aria-label="Open menu"]';

const menuTap: Run = async (page) => {
  await page.goto("/", { waitUntil: "commit" });
  await pressWhenVisible(page, menuButton);
  return answerTime(page);
};

const menuDevToolsTouch: Run = async (page) => {
  await page.goto("/", { waitUntil: "commit" });
  await touchWhenVisible(page, menuButton);
  return answerTime(page);
};

const menuTapWhileImagesLoad: Run = async (page) => {
  await page.route(imageFile, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, heldImagesMs));
    await route.continue().catch(() => {});
  });
  return menuTap(page);
};

/**
 * The marketplace's "N devices found" once the page has painted, or null: read with a plain
 * expression (see visibleBox), so the reading costs the page no script of Playwright's.
 */
const foundCountExpression = `(() => {
  if (performance.getEntriesByName("first-contentful-paint").length === 0) return null;
  const found = /(\\d+) devices? found/.exec(document.body ? document.body.textContent : "");
  return found ? Number(found[1]) : null;
})()`;

async function foundCount(page: Page): Promise<number | null> {
  // A navigation between two readings destroys the context the expression runs in: no reading.
  return page.evaluate<number | null>(foundCountExpression).catch(() => null);
}

/**
 * "gate" typed into the marketplace's search as soon as the page has painted (a finger on the field,
 * then the keys), then Enter: the time from Enter to a smaller "N devices found", whether the list
 * narrows in place or the next page brings it. Taken from here (a navigation may come between), so
 * it includes a few ms of the protocol's round trip. The count before is read first: a run whose
 * reading failed once counted any count after Enter as the answer.
 */
const marketplaceSearch: Run = async (page) => {
  await page.goto("/marketplace", { waitUntil: "commit" });
  const before = await whenInPage<number>(page, foundCountExpression, "the marketplace's count");
  await touchWhenVisible(page, 'input[name="q"]');
  await page.keyboard.type("gate");
  const enter = Date.now();
  await page.keyboard.press("Enter");
  while (Date.now() - enter < answerTimeoutMs) {
    const count = await foundCount(page);
    if (count !== null && count < before) return Date.now() - enter;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return null;
};

const addToQuoteTap =
  (productPath: string): Run =>
  async (page) => {
    await page.goto(productPath, { waitUntil: "commit" });
    await pressWhenVisible(page, "[data-add-to-quote]");
    return answerTime(page);
  };

/** The median with a missing answer counted as the slowest; null when half or more had none. */
function medianOf(samples: (number | null)[]): number | null {
  const answered = samples.filter((sample): sample is number => sample !== null);
  if (answered.length * 2 <= samples.length) return null;
  const sorted = [...answered, ...samples.filter((sample) => sample === null).map(() => Number.POSITIVE_INFINITY)].sort((a, b) => a - b);
  return Math.round(percentile(sorted, 0.5));
}

export async function firstTapFigures(
  browser: Browser,
  base: string,
  productPath: string,
  runs = 5,
  log: (line: string) => void = () => {},
): Promise<FirstTap> {
  const scenarios: [FirstTapName, string, Run][] = [
    ["menu", "menu button pressed at first paint on / -> drawer open", menuTap],
    ["search", '"gate" typed into the marketplace search at first paint, Enter -> narrowed list', marketplaceSearch],
    ["addToQuote", "Add to quote pressed at first paint on a product page -> confirmed", addToQuoteTap(productPath)],
    ["menuWhileImagesLoad", `menu button pressed at first paint on / with its images held ${heldImagesMs / 1000} s -> drawer open`, menuTapWhileImagesLoad],
    ["menuDevToolsTouch", "menu button tapped through DevTools' touch input (held until the next frame) at first paint on / -> drawer open", menuDevToolsTouch],
  ];
  const out: FirstTapScenario[] = [];
  for (const [name, description, run] of scenarios) {
    const samplesMs: (number | null)[] = [];
    for (let i = 0; i < runs; i++) {
      const { context, page } = await throttledPage(browser);
      try {
        samplesMs.push(await run(pageAt(page, base)));
      } catch (error) {
        log(`first tap ${name}, run ${i + 1}: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`);
        samplesMs.push(null);
      } finally {
        await context.close();
      }
    }
    log(`first tap ${name}: ${samplesMs.map((sample) => sample ?? "none").join(", ")} ms`);
    out.push({ name, description, targetMs: firstTapTargetsMs[name], samplesMs, medianMs: medianOf(samplesMs) });
  }
  return { conditions: firstTapConditions, runs, scenarios: out };
}

/** The page with relative `goto` paths resolved against `base`. */
function pageAt(page: Page, base: string): Page {
  const goto = page.goto.bind(page);
  page.goto = (url, options) => goto(new URL(url, base).href, options);
  return page;
}
