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
