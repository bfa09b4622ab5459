import { productDefaults } from "@lorawan/contracts/productTerms";

/** What the site shows for a product without a price: on cards, the product page and compare (the quote list, its own feature, says the same). */
export const priceOnRequest = "Price on request";

/** Spec 3.2: price arrives as a number or a decimal string; missing or unparsable counts as 0. */
export function priceValue(price: number | string | null | undefined): number {
  const value = typeof price === "number" ? price : Number.parseFloat(price ?? "");
  return Number.isFinite(value) ? value : 0;
}

// One formatter per currency: every card of a page formats its price with it.
const formatters = new Map<string, (value: number) => string>();

function priceFormatter(currency: string): (value: number) => string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    try {
      const inCurrency = new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
      formatter = (value) => inCurrency.format(value);
    } catch {
      // Spec 5 lets an admin type a custom code Intl does not take as a currency ("USDT"): it
      // prints before the amount, which keeps the same grouping and decimals.
      const amount = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      formatter = (value) => `${currency}\u00a0${amount.format(value)}`;
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * A product's price as a buyer reads it, everywhere the site shows one: "$1,499.00", in the
 * product's currency (spec 2.3: $ with 2 decimals). Null when there is no price. Structured data
 * keeps its machine format (productSeo).
 */
export function formatPrice(price: number | string | null | undefined, currency = "USD"): string | null {
  if (price === null || price === undefined || price === "") return null;
  return priceFormatter(currency || "USD")(priceValue(price));
}

/** The currency the price sort orders by amount: the site's (spec 9.1's default currency). */
const siteCurrency: string = productDefaults.currency;

/** Where a product falls in a price sort (decision 078); build it once per product, then compare. */
export interface PriceSortKey {
  /** 0: priced in the site's currency; 1: priced in another currency; 2: no price. */
  rank: 0 | 1 | 2;
  currency: string;
  amount: number;
}

export function priceSortKey({ price, currency }: { price: number | string | null | undefined; currency: string | null | undefined }): PriceSortKey {
  const amount = typeof price === "number" ? price : Number.parseFloat(price ?? "");
  if (!Number.isFinite(amount)) return { rank: 2, currency: "", amount: 0 };
  const code = (currency || siteCurrency).toUpperCase();
  return { rank: code === siteCurrency ? 0 : 1, currency: code, amount };
}

/**
 * The order of "Price: Low to High" and "High to Low" (decision 078), on the server's render and in
 * the island alike. No exchange rate is assumed: prices in the site's currency come first, by amount;
 * then those in any other currency, grouped by currency code and by amount within it; products
 * without a price come last in both directions. 0 when the two are level (the caller breaks the tie).
 */
export function comparePriceSortKeys(a: PriceSortKey, b: PriceSortKey, direction: "low-to-high" | "high-to-low"): number {
  if (a.rank !== b.rank) return a.rank - b.rank;
  if (a.currency !== b.currency) return a.currency < b.currency ? -1 : 1;
  return direction === "low-to-high" ? a.amount - b.amount : b.amount - a.amount;
}
