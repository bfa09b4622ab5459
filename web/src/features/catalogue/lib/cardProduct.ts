import type { PublicProduct } from "@lorawan/contracts/product";

/** What a product card shows of a product, and no more: a page that carries its cards carries this. */
export type CardProduct = Pick<
  PublicProduct,
  "id" | "name" | "manufacturer" | "shortDescription" | "description" | "image" | "price" | "currency" | "lorawan" | "availability" | "category"
> &
  Partial<Pick<PublicProduct, "minOrderQty">>;

/** Spec 9.1: the home page features the first 4 products. */
const featuredCount = 4;

/** Spec 2.3: the first products of the published catalogue, as their cards show them. */
export function featuredProducts(catalogue: readonly PublicProduct[]): CardProduct[] {
  return catalogue
    .slice(0, featuredCount)
    .map(({ id, name, manufacturer, shortDescription, description, image, price, currency, lorawan, availability, category, minOrderQty }) => ({
      id,
      name,
      manufacturer,
      shortDescription,
      description,
      image,
      price,
      currency,
      lorawan,
      availability,
      category,
      minOrderQty,
    }));
}
