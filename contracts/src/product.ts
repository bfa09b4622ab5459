import { z } from "zod";
import { isoDateSchema, linkList, optionalCount, optionalId, optionalLink, optionalText, requiredText, sortOrderInput, textList } from "./common.js";

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
export const productListSchema = z.array(productSchema);

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

/** Spec 3.1: decimal(10,2) sent as a string; "" or null means no price. Stored with 2 places. */
export const priceInputSchema = z
  .union([z.string().trim(), z.number(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const text = String(value);
    if (!/^\d{1,8}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: "custom", message: "Price must be a number with at most 2 decimal places" });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

/** Spec 5: USD, EUR, GBP or a custom code (letters/digits, upper-cased); blank means USD. */
const currencyInputSchema = z
  .string()
  .trim()
  .max(10)
  .regex(/^[A-Za-z0-9]*$/, "Currency must be a code such as USD")
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : productDefaults.currency));

/** Caps on the specifications map: it is served with every catalogue read. */
const specificationLimits = { entries: 100, keyLength: 100, valueLength: 1000 } as const;

/** Spec 3.2: rows with both key and value non-blank form the specifications map. */
const specificationsInputSchema = z
  .record(z.string(), z.string().max(specificationLimits.valueLength, `A specification value has at most ${specificationLimits.valueLength} characters`))
  // Checked here rather than on the key schema, whose message zod folds into "Invalid key in record".
  .refine((map) => Object.keys(map).length <= specificationLimits.entries, `At most ${specificationLimits.entries} specifications`)
  .refine(
    (map) => Object.keys(map).every((key) => key.length <= specificationLimits.keyLength),
    `A specification name has at most ${specificationLimits.keyLength} characters`,
  )
  .nullish()
  .transform((map) => {
    const entries = Object.entries(map ?? {})
      .map(([key, value]) => [key.trim(), value.trim()] as const)
      .filter(([key, value]) => key.length > 0 && value.length > 0);
    return Object.fromEntries(entries);
  });

const booleanWithDefault = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? fallback);

/**
 * Body of POST /api/admin/products and PUT /api/admin/products/{id} (spec 3.1, 5, 9.1). The
 * `category` name is not taken from the caller: the server fills it from `categoryId`.
 */
export const productInputSchema = z
  .object({
    name: requiredText(200),
    manufacturer: requiredText(200),
    description: requiredText(20000),
    model: optionalText(200),
    categoryId: optionalId("Category", "category"),
    shortDescription: optionalText(1000),
    price: priceInputSchema,
    currency: currencyInputSchema,
    image: optionalLink("Image"),
    imageGallery: linkList("Image gallery entry", 20),
    specifications: specificationsInputSchema,
    features: textList,
    tags: textList,
    connectivity: textList,
    certifications: textList,
    dimensions: optionalText(200),
    weight: optionalText(200),
    powerRequirements: optionalText(200),
    operatingTemp: optionalText(200),
    datasheet: optionalLink("Datasheet"),
    website: optionalLink("Website"),
    availability: optionalText(100).transform((value) => value ?? productDefaults.availability),
    stock: optionalCount("Stock", 0, 1_000_000_000),
    // The default applies only when the field is absent; an explicit null stays null.
    minOrderQty: optionalCount("Minimum order quantity", 1, 1_000_000)
      .optional()
      .transform((value) => (value === undefined ? productDefaults.minOrderQty : value)),
    leadTime: optionalText(200),
    isActive: booleanWithDefault(productDefaults.isActive),
    isFeatured: booleanWithDefault(productDefaults.isFeatured),
    isPublished: booleanWithDefault(productDefaults.isPublished),
    sortOrder: sortOrderInput,
    seoTitle: optionalText(300),
    seoDescription: optionalText(1000),
    lorawan: booleanWithDefault(productDefaults.lorawan),
    range: optionalText(200),
    batteryLife: optionalText(200),
  })
  .transform(applyStandardSpecifications);
/** What the server works with after parsing (defaults filled, standard keys applied). */
export type ProductInput = z.infer<typeof productInputSchema>;
/** What a caller may send. */
export type ProductInputBody = z.input<typeof productInputSchema>;

/** Spec 3.2: on save the standard specification keys overwrite the matching product fields. */
export function applyStandardSpecifications<T extends { specifications: Record<string, string> }>(input: T): T {
  const result: Record<string, unknown> = { ...input };
  for (const [key, field] of Object.entries(standardSpecificationKeys)) {
    const value = input.specifications[key];
    if (value !== undefined) result[field] = value;
  }
  return result as T;
}

/** Body of PATCH /api/admin/products/{id}/publish. */
export const publishInputSchema = z.object({ isPublished: z.boolean() });
export type PublishInput = z.infer<typeof publishInputSchema>;
