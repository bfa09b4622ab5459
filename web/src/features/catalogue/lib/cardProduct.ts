import type { PublicProduct } from "@lorawan/contracts/product";
import { teaser } from "./teaser";

/** What a product card shows of a product, and no more: a page that carries its cards carries this. */
export type CardProduct = Pick<
  PublicProduct,
  "id" | "name" | "manufacturer" | "shortDescription" | "description" | "image" | "price" | "currency" | "lorawan" | "category"
> &
  Partial<Pick<PublicProduct, "minOrderQty">>;

/** Spec 9.1: the home page features the first 4 products. */
const featuredCount = 4;

/**
 * Spec 2.3: the first products of the published catalogue, as their cards show them: the page
 * writes these into its HTML for the island, so a description comes already cut to the card's
 * teaser (a teaser is its own teaser, so the card shows the same text).
 */
export function featuredProducts(catalogue: readonly PublicProduct[]): CardProduct[] {
  return catalogue
    .slice(0, featuredCount)
    .map(({ id, name, manufacturer, shortDescription, description, image, price, currency, lorawan, category, minOrderQty }) => ({
      id,
      name,
      manufacturer,
      shortDescription: null,
      description: teaser(shortDescription ?? description),
      image,
      price,
      currency,
      lorawan,
      category,
      minOrderQty,
    }));
}
