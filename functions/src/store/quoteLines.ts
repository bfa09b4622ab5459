import { HttpError } from "../http/errors.js";
import type { QuoteItemInput, QuoteLine } from "@lorawan/contracts/leads";
import { productsStore } from "./products.js";

/**
 * The lines of a quote request as they are stored: each product's name and price at this moment
 * beside the buyer's quantity and note. Every product must exist and be published (and active);
 * otherwise nothing is stored and the caller gets a 400 naming each product that is not.
 */
export async function quoteLines(items: readonly QuoteItemInput[]): Promise<QuoteLine[]> {
  const products = await Promise.all(items.map((item) => productsStore.getPublished(item.productId)));
  // Named by id: a draft's name is not public.
  const missing = items.flatMap((item, index) => (products[index] ? [] : [{ index, productId: item.productId }]));
  if (missing.length > 0) {
    throw new HttpError(400, `Not available for a quote: product ${missing.map((item) => item.productId).join(", ")}`, {
      issues: missing.map(({ index, productId }) => ({ path: `items.${index}.productId`, message: `Product ${productId} does not exist or is not published` })),
    });
  }
  return items.map((item, index) => {
    const product = products[index]!;
    return { productId: item.productId, name: product.name, price: product.price, currency: product.currency || "USD", quantity: item.quantity, note: item.note };
  });
}
