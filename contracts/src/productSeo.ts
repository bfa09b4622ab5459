import type { PublicProduct } from "./product.js";

/**
 * The head tags of a product page (spec 2.9), computed once for both sides: the function writes them
 * into the HTML it serves for /products/{id} (social crawlers run no JavaScript) and the web route's
 * `meta` builds the same ones after hydration, so the two never contradict each other.
 */
export type ProductSeoInput = Pick<
  PublicProduct,
  | "id"
  | "name"
  | "manufacturer"
  | "model"
  | "category"
  | "description"
  | "shortDescription"
  | "price"
  | "currency"
  | "image"
  | "availability"
  | "seoTitle"
  | "seoDescription"
>;

export interface ProductSeo {
  title: string;
  description: string;
  /** Root-relative path of the page, e.g. /products/7. */
  path: string;
  /** Root-relative or absolute image for social previews. */
  image: string;
  keywords: string;
  jsonLd: Record<string, unknown>;
}

export const defaultProductImage = "/api/images/social/og-default.jpg";

/**
 * Spec 2.9: in stock only when availability is Available. schema.org's ItemAvailability has no
 * "unknown", and Google reads an Offer without one as incomplete, so every Offer says one: the
 * spec's other words map to theirs, and anything else (not stated, or a vendor's own word) is
 * OutOfStock, the spec's "not in stock", never InStock (decisions 079, 102).
 */
export function schemaAvailability(availability: string | null): string {
  if (availability === "Available") return "https://schema.org/InStock";
  const word = availability?.trim().toLowerCase();
  if (word !== undefined && /^pre-?order$/.test(word)) return "https://schema.org/PreOrder";
  if (word === "discontinued") return "https://schema.org/Discontinued";
  return "https://schema.org/OutOfStock";
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

const absolute = (siteUrl: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);

export function productSeo(product: ProductSeoInput, siteUrl: string): ProductSeo {
  const path = `/products/${product.id}`;
  const title = product.seoTitle || `${product.name} by ${product.manufacturer} | LoRaWAN Product Module`;
  const description = clip(product.seoDescription || product.shortDescription || product.description, 160);
  const image = product.image || defaultProductImage;
  // Spec 2.9: page keywords are built from the category.
  const keywords = [...(product.category ? [product.category, `${product.category} sensors`] : []), "LoRaWAN", "IoT sensors"].join(", ");
  const price = product.price === null ? Number.NaN : Number.parseFloat(product.price);
  const url = absolute(siteUrl, path);
  const priceCurrency = product.currency || "USD";
  const availability = schemaAvailability(product.availability);
  // Google treats a Product whose Offer has no price as invalid: a product without a price (shown
  // as "Price on request") has no Offer at all.
  const offers = Number.isFinite(price)
    ? {
        "@type": "Offer",
        url,
        priceCurrency,
        price: price.toFixed(2),
        priceSpecification: { "@type": "UnitPriceSpecification", price: price.toFixed(2), priceCurrency },
        availability,
      }
    : null;
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: product.description,
    image: [absolute(siteUrl, image)],
    // Spec 2.9: the sku is the model, else PROD-{id}.
    sku: product.model || `PROD-${product.id}`,
    ...(product.model ? { mpn: product.model } : {}),
    brand: { "@type": "Brand", name: product.manufacturer },
    ...(product.category ? { category: product.category } : {}),
    url,
    ...(offers ? { offers } : {}),
  };
  return { title, description, path, image, keywords, jsonLd };
}

/** The title and text of a missing product (spec 8). */
export const productNotFound = {
  title: "Product Not Found",
  description: "The product you're looking for doesn't exist or has been removed.",
} as const;
