import type { PublicProduct } from "./product.js";

/**
 * A product as the marketplace reads it (issue 46): what its card shows, what its facets and sort
 * read, and what its search reads, and nothing else (no specifications map, gallery, documents or
 * links). The marketplace's page, its island and the offline copy all search these, so a query
 * gives the same list everywhere; `GET /api/catalogue` answers the published ones (with the whole
 * Device Repository, 45% of the whole products' bytes: no specifications, gallery or links).
 */
export type CatalogueEntry = Pick<
  PublicProduct,
  | "id"
  | "name"
  | "manufacturer"
  | "model"
  | "description"
  | "shortDescription"
  | "category"
  | "image"
  | "price"
  | "currency"
  | "lorawan"
  | "minOrderQty"
  | "regions"
  | "sensors"
  | "ipRating"
  | "secondIpRating"
  | "tags"
  | "createdAt"
> & {
  /** The part numbers a Device Repository definition lists beside its model (its "Part Numbers" specification), or null. */
  partNumbers: string | null;
};

/** Where the published catalogue's entries are read (the marketplace's island; the service worker keeps it). */
export const catalogueUrl = "/api/catalogue";

export function toCatalogueEntry(product: PublicProduct): CatalogueEntry {
  const { id, name, manufacturer, model, description, shortDescription, category, image, price, currency, lorawan, minOrderQty } = product;
  const { regions, sensors, ipRating, secondIpRating, tags, createdAt, specifications } = product;
  return {
    id,
    name,
    manufacturer,
    model,
    description,
    shortDescription,
    category,
    image,
    price,
    currency,
    lorawan,
    minOrderQty,
    regions,
    sensors,
    ipRating,
    secondIpRating,
    tags,
    createdAt,
    partNumbers: specifications["Part Numbers"] ?? null,
  };
}
