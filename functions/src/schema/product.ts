import { z } from "zod";
import { isoDateSchema } from "./common.js";

/** Spec 3.2: the standard specification keys and the product field each one overwrites on save. */
export const standardSpecificationKeys = {
  Manufacturer: "manufacturer",
  Range: "range",
  "Battery Life": "batteryLife",
  Dimensions: "dimensions",
  Weight: "weight",
  "Power Requirements": "powerRequirements",
  "Operating Temperature": "operatingTemp",
} as const;

/** Spec 5: currency options; "Custom" lets the admin type any ISO-like code. */
export const currencyOptions = ["USD", "EUR", "GBP"] as const;

/** Spec 9.1 defaults. */
export const productDefaults = {
  currency: "USD",
  availability: "Available",
  minOrderQty: 1,
  sortOrder: 0,
  isActive: true,
  isFeatured: false,
  isPublished: false,
  lorawan: true,
} as const;

/** A product as stored (spec 3.1) and as the admin API answers it. */
export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  manufacturer: z.string(),
  model: z.string().nullable(),
  category: z.string().nullable(),
  categoryId: z.number().int().nullable(),
  description: z.string(),
  shortDescription: z.string().nullable(),
  /** Decimal with scale 2, sent as a string (spec 3.1). */
  price: z.string().nullable(),
  currency: z.string(),
  image: z.string().nullable(),
  imageGallery: z.array(z.string()),
  specifications: z.record(z.string(), z.string()),
  features: z.array(z.string()),
  tags: z.array(z.string()),
  connectivity: z.array(z.string()),
  certifications: z.array(z.string()),
  dimensions: z.string().nullable(),
  weight: z.string().nullable(),
  powerRequirements: z.string().nullable(),
  operatingTemp: z.string().nullable(),
  datasheet: z.string().nullable(),
  website: z.string().nullable(),
  availability: z.string(),
  stock: z.number().int().nullable(),
  minOrderQty: z.number().int().nullable(),
  leadTime: z.string().nullable(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  isPublished: z.boolean(),
  sortOrder: z.number().int(),
  seoTitle: z.string().nullable(),
  seoDescription: z.string().nullable(),
  lorawan: z.boolean(),
  range: z.string().nullable(),
  batteryLife: z.string().nullable(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;

/**
 * The read shape of the public catalogue (spec 3.2): everything a buyer may see. Publication and
 * activity flags are left out; public reads only ever return published, active products.
 */
export const publicProductSchema = productSchema.omit({ isPublished: true, isActive: true, stock: true });
export type PublicProduct = z.infer<typeof publicProductSchema>;

export const publicProductListSchema = z.array(publicProductSchema);

export function toPublicProduct(product: Product): PublicProduct {
  const { isPublished: _p, isActive: _a, stock: _s, ...rest } = product;
  return rest;
}
