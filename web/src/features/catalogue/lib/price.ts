/** Spec 3.2: price arrives as a number or a decimal string; missing or unparsable counts as 0. */
export function priceValue(price: number | string | null | undefined): number {
  const value = typeof price === "number" ? price : Number.parseFloat(price ?? "");
  return Number.isFinite(value) ? value : 0;
}

const symbols: Record<string, string> = { USD: "$", EUR: "€", GBP: "£" };

/** "$189.00": the currency's symbol (or code) and 2 decimals; null when there is no price. */
export function formatPrice(price: number | string | null | undefined, currency = "USD"): string | null {
  if (price === null || price === undefined || price === "") return null;
  const symbol = symbols[currency] ?? `${currency} `;
  return `${symbol}${priceValue(price).toFixed(2)}`;
}
