// The visitor's quote list (issue 23), kept on the device in localStorage: it survives a reload,
// works offline and is shared between tabs (the storage event). Plain code without React or zod:
// the header's badge and the Add to quote buttons use it on every page (quote.controls.ts), and the
// /quote page's island reads it through useQuoteList.

/** One product in the list, with what the buyer chose for it. */
export interface QuoteListLine {
  productId: number;
  name: string;
  /** The price as the catalogue showed it when the product was added ("$49.90"), or null without one. */
  priceLabel: string | null;
  /** The product's minimum order quantity: the least quantity, and the one a line starts with. */
  minOrderQty: number;
  quantity: number;
  note: string;
}

/** What an Add to quote button carries: the product as the list needs it. */
export type QuoteProduct = Pick<QuoteListLine, "productId" | "name" | "priceLabel" | "minOrderQty">;

/** The API takes at most this many lines and quantities up to this (contracts/src/leads.ts). */
export const maxLines = 50;
export const maxQuantity = 1_000_000;
export const maxNoteLength = 1000;

export const storageKey = "lorawan-sensors:quote-list";
/** Announces a change within this tab (the storage event reaches only the other tabs). */
const changeEvent = "quote-list-change";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;
const wholeNumber = (value: unknown, min: number, max: number) =>
  typeof value === "number" && Number.isInteger(value) && value >= min && value <= max ? value : null;

/** A stored line as it may be (another version of the site, a hand edit), or null to drop it. */
function toLine(value: unknown): QuoteListLine | null {
  if (!isObject(value)) return null;
  const productId = wholeNumber(value.productId, 1, Number.MAX_SAFE_INTEGER);
  if (productId === null || typeof value.name !== "string") return null;
  const minOrderQty = wholeNumber(value.minOrderQty, 1, maxQuantity) ?? 1;
  return {
    productId,
    name: value.name,
    priceLabel: typeof value.priceLabel === "string" ? value.priceLabel : null,
    minOrderQty,
    quantity: wholeNumber(value.quantity, minOrderQty, maxQuantity) ?? minOrderQty,
    note: typeof value.note === "string" ? value.note.slice(0, maxNoteLength) : "",
  };
}

/** The stored text and the list it was read into, so a reading returns the same array until it changes. */
let lastRead: { raw: string | null; lines: QuoteListLine[] } = { raw: null, lines: [] };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    // Storage switched off (a privacy setting): the list lives as long as the page.
    return null;
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = storage();
  return store ? store.getItem(storageKey) : memory;
}

/** The list as stored now (the same array while it is unchanged). */
export function readQuoteList(): QuoteListLine[] {
  const raw = readRaw();
  if (raw === lastRead.raw) return lastRead.lines;
  let lines: QuoteListLine[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) {
      const seen = new Set<number>();
      lines = parsed.flatMap((value) => {
        const line = toLine(value);
        if (!line || seen.has(line.productId)) return [];
        seen.add(line.productId);
        return [line];
      });
    }
  } catch {
    lines = [];
  }
  lastRead = { raw, lines: lines.slice(0, maxLines) };
  return lastRead.lines;
}

function writeQuoteList(lines: QuoteListLine[]) {
  const raw = JSON.stringify(lines);
  const store = storage();
  try {
    if (store) store.setItem(storageKey, raw);
    else memory = raw;
  } catch {
    // Storage full: keep the list for this page at least.
    memory = raw;
  }
  if (typeof window !== "undefined") window.dispatchEvent(new Event(changeEvent));
}

export type AddOutcome = "added" | "already" | "full";

/** Adds a product with its minimum order quantity; a product already listed keeps its line. */
export function addToQuoteList(product: QuoteProduct): AddOutcome {
  const lines = readQuoteList();
  if (lines.some((line) => line.productId === product.productId)) return "already";
  if (lines.length >= maxLines) return "full";
  const minOrderQty = wholeNumber(product.minOrderQty, 1, maxQuantity) ?? 1;
  writeQuoteList([...lines, { ...product, minOrderQty, quantity: minOrderQty, note: "" }]);
  return "added";
}

/** Changes a line's quantity (kept within minOrderQty..1,000,000) or note. */
export function updateQuoteLine(productId: number, change: Partial<Pick<QuoteListLine, "quantity" | "note">>) {
  writeQuoteList(
    readQuoteList().map((line) => {
      if (line.productId !== productId) return line;
      const quantity = change.quantity === undefined ? line.quantity : Math.min(maxQuantity, Math.max(line.minOrderQty, Math.trunc(change.quantity)));
      const note = change.note === undefined ? line.note : change.note.slice(0, maxNoteLength);
      return { ...line, quantity, note };
    }),
  );
}

export function removeFromQuoteList(productId: number) {
  writeQuoteList(readQuoteList().filter((line) => line.productId !== productId));
}

export function clearQuoteList() {
  writeQuoteList([]);
}

/** Calls `listener` when the list changes, in this tab or another; returns the unsubscribe. */
export function subscribeToQuoteList(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === storageKey || event.key === null) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener("storage", onStorage);
  };
}
