import type { PageControl } from "~/boot/island";
import { takeEarlyPresses } from "~/boot/earlyPress";
import { addToQuoteList, maxLines, readQuoteList, subscribeToQuoteList, type AddOutcome, type QuoteProduct } from "./quoteList";

// The quote list's controls outside the /quote page, without React (like the Install button,
// decision 023): the Add to quote buttons of product cards and pages, the header's badge, and the
// notice that says what a press did. Their markup is rendered with the page (AddToQuoteButton,
// QuoteBadgeLink, QuoteNotice); this module is a page control (boot/island.ts), started with the page.

/** Attribute of an Add to quote button: the product as JSON (QuoteProduct). */
export const addToQuoteAttribute = "data-add-to-quote";
/** Attribute of the header's link to /quote, and of its count. */
export const quoteLinkAttribute = "data-quote-link";
export const quoteCountAttribute = "data-quote-count";
/** Attribute of the live region that says what a press did (QuoteNotice). */
export const quoteNoticeAttribute = "data-quote-notice";

/** "1 product", "2 products". */
export const productCount = (count: number) => `${count} ${count === 1 ? "product" : "products"}`;

/** The header link's accessible name, with the count it shows. */
export const quoteLinkLabel = (count: number) => (count > 0 ? `Quote list, ${productCount(count)}` : "Quote list");

const noticeText: Record<AddOutcome, (name: string) => string> = {
  added: (name) => `${name} added to your quote list.`,
  already: (name) => `${name} is already in your quote list.`,
  full: () => `Your quote list holds at most ${maxLines} products.`,
};

function productOf(button: Element): QuoteProduct | null {
  try {
    const value: unknown = JSON.parse(button.getAttribute(addToQuoteAttribute) ?? "");
    if (typeof value !== "object" || value === null) return null;
    const { productId, name, priceLabel, minOrderQty } = value as Record<string, unknown>;
    if (typeof productId !== "number" || typeof name !== "string") return null;
    return { productId, name, priceLabel: typeof priceLabel === "string" ? priceLabel : null, minOrderQty: typeof minOrderQty === "number" ? minOrderQty : 1 };
  } catch {
    return null;
  }
}

/** Shows the counts of the page's quote links: the number of products in the list, none when empty. */
function showCounts(page: ParentNode) {
  const count = readQuoteList().length;
  for (const link of page.querySelectorAll<HTMLElement>(`[${quoteLinkAttribute}]`)) {
    link.setAttribute("aria-label", quoteLinkLabel(count));
    const badge = link.querySelector<HTMLElement>(`[${quoteCountAttribute}]`);
    if (!badge) continue;
    badge.textContent = String(count);
    badge.hidden = count === 0;
  }
}

let hideNotice: ReturnType<typeof setTimeout> | undefined;

/** Says what a press did, in the notice's live region, for a few seconds. */
function announce(page: ParentNode, text: string) {
  const region = page.querySelector<HTMLElement>(`[${quoteNoticeAttribute}]`);
  const box = region?.firstElementChild;
  const message = box?.querySelector<HTMLElement>("[data-quote-notice-text]");
  if (!(box instanceof HTMLElement) || !message) return;
  message.textContent = text;
  box.hidden = false;
  clearTimeout(hideNotice);
  hideNotice = setTimeout(() => {
    box.hidden = true;
  }, 6000);
}

/**
 * Gives the page's quote controls their behaviour: a press on any Add to quote button (also one an
 * island renders later, so the listener is the document's, and one pressed before this ran) adds its product, the header's count
 * follows the list in this tab and in others, and the notice says what happened.
 */
export function enhanceQuoteControls(page: Document) {
  const add = (button: Element) => {
    const product = productOf(button);
    if (product) announce(page, noticeText[addToQuoteList(product)](product.name));
  };
  page.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${addToQuoteAttribute}]`) : null;
    if (button) add(button);
  });
  // Pressed before this ran (the loader marked them pressed).
  takeEarlyPresses(page, `[${addToQuoteAttribute}]`, add);
  showCounts(page);
  subscribeToQuoteList(() => showCounts(page));
}

export default enhanceQuoteControls satisfies PageControl;
