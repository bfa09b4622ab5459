import { z } from "zod";
import { ipCodeOf, isRegion, isSensor, lorawanRegions, sensorTypes } from "./deviceVocabulary.js";
import { productDefaults, standardSpecificationKeys } from "./productTerms.js";
import { clientBatchId, isoDateSchema, linkList, optionalCount, optionalId, optionalLink, optionalText, requiredText, sortOrderInput, textList } from "./common.js";

/** Where to buy a device (issue 32): a reseller's or seller's page and the countries it sells to. */
export const purchaseLinkSchema = z.object({ name: z.string(), url: z.string(), regions: z.array(z.string()) });
export type PurchaseLink = z.infer<typeof purchaseLinkSchema>;
/** A document beside the datasheet (a manual, an onboarding guide). */
export const documentLinkSchema = z.object({ title: z.string(), url: z.string() });
export type DocumentLink = z.infer<typeof documentLinkSchema>;
/** One of the manufacturer's prices: a decimal with scale 2 as text, and its currency code. */
export const listedPriceSchema = z.object({ price: z.string(), currency: z.string() });
export type ListedPrice = z.infer<typeof listedPriceSchema>;

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
  /** "Available" (in stock), "Pre-order", "Out of Stock", "Discontinued", or another word of the vendor's; null: not stated, unknown. */
  availability: z.string().nullable(),
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
  /** LoRaWAN frequency plans it runs on, sensors it carries and its IP code (issue 22). */
  regions: z.array(z.enum(lorawanRegions)),
  sensors: z.array(z.enum(sensorTypes)),
  ipRating: z.string().nullable(),
  /** Issue 32: a device rated for two IP codes (IP67 and IP68) has the second here. */
  secondIpRating: z.string().nullable(),
  whereToBuy: z.array(purchaseLinkSchema),
  /** Links to videos of the product (YouTube, Vimeo). */
  videos: z.array(z.string()),
  documents: z.array(documentLinkSchema),
  /** Every price the manufacturer lists, each in its own currency; `price` and `currency` are the one shown. */
  prices: z.array(listedPriceSchema),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type Product = z.infer<typeof productSchema>;
export const productListSchema = z.array(productSchema);

/**
 * A product as the admin's list shows it (GET /api/admin/products?view=summary, issue 21): the card,
 * the table row, search and filters, and the version writes from the list are based on. The admin
 * form reads the whole product (GET /api/admin/products/{id}) when it opens; at 1,000 products this
 * shape is a fraction of the full list.
 */
export const productSummarySchema = productSchema.pick({
  id: true,
  name: true,
  manufacturer: true,
  model: true,
  category: true,
  categoryId: true,
  description: true,
  shortDescription: true,
  price: true,
  currency: true,
  image: true,
  availability: true,
  lorawan: true,
  isActive: true,
  isFeatured: true,
  isPublished: true,
  sortOrder: true,
  createdAt: true,
  updatedAt: true,
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export function toProductSummary(product: Product): ProductSummary {
  const summary: Record<string, unknown> = {};
  for (const key of Object.keys(productSummarySchema.shape)) summary[key] = product[key as keyof Product];
  return summary as ProductSummary;
}

/** The query of GET /api/admin/products: `view=summary` asks for the list shape. */
export const adminProductsQuerySchema = z.object({ view: z.enum(["full", "summary"]).default("full") });

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

/**
 * A list over a vocabulary: each entry trimmed and put in the vocabulary's spelling (`normalise`),
 * an unknown entry refused with its name, duplicates dropped, kept in the vocabulary's order so
 * equal lists compare equal. Missing or null is the empty list.
 */
function vocabularyList<T extends string>(
  vocabulary: readonly T[],
  isKnown: (value: string) => value is T,
  normalise: (value: string) => string,
  unknown: (value: string) => string,
) {
  return z
    .array(z.string().max(100))
    .max(vocabulary.length * 2)
    .nullish()
    .transform((items, ctx) => {
      const known = new Set<T>();
      (items ?? []).forEach((item, index) => {
        const value = normalise(item.trim());
        if (isKnown(value)) known.add(value);
        else ctx.addIssue({ code: "custom", path: [index], message: unknown(item) });
      });
      return vocabulary.filter((entry) => known.has(entry));
    });
}

/** Regions a product runs on: the Device Repository's ids (upper-case, so "eu863-870" is accepted). */
const regionsInputSchema = vocabularyList(
  lorawanRegions,
  isRegion,
  (value) => value.toUpperCase(),
  (value) => `Unknown region "${value}": use a LoRaWAN Device Repository id (${lorawanRegions.join(", ")})`,
);

/** What a product measures: the Device Repository's sensor names (lower-case). */
const sensorsInputSchema = vocabularyList(
  sensorTypes,
  isSensor,
  (value) => value.toLowerCase(),
  (value) => `Unknown sensor "${value}": use a sensor type of the LoRaWAN Device Repository (such as temperature, humidity, co2, level, gps)`,
);

/** An IP code as the Device Repository writes it (IP67, IPX7, IP4X, IP69K), or null when missing or blank. */
const ipRatingInputSchema = z
  .string()
  .trim()
  .max(20)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const code = ipCodeOf(value);
    if (code === null) {
      ctx.addIssue({
        code: "custom",
        message: `IP rating "${value}" is not an IP code: IP, then X or 0-6 for solids and X or 0-9 for liquids, such as IP67, IPX7 or IP69K`,
      });
      return z.NEVER;
    }
    return code;
  });

const requiredLink = (label: string) => optionalLink(label).refine((link) => link !== null, `${label} is required`);
const listOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .max(max, `At most ${max} entries`)
    .nullish()
    .transform((items) => items ?? []);

/** Issue 32: where to buy, videos, documents and every listed price; missing is none. */
const whereToBuyInputSchema = listOf(z.object({ name: requiredText(200), url: requiredLink("Where to buy link"), regions: textList }), 50);
const documentsInputSchema = listOf(z.object({ title: requiredText(200), url: requiredLink("Document link") }), 20);
const pricesInputSchema = listOf(
  z.object({
    price: priceInputSchema.refine((price) => price !== null, "Price is required").transform((price) => price ?? ""),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,10}$/, "Currency must be a code such as USD")
      .transform((code) => code.toUpperCase()),
  }),
  10,
);

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
    // Spec 9.1's default applies only when the field is absent; an explicit null or blank is "not
    // stated" (an imported device whose vendor says nothing), which claims no stock (decision 079).
    availability: optionalText(100)
      .optional()
      .transform((value) => (value === undefined ? productDefaults.availability : value)),
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
    regions: regionsInputSchema,
    sensors: sensorsInputSchema,
    ipRating: ipRatingInputSchema,
    secondIpRating: ipRatingInputSchema,
    whereToBuy: whereToBuyInputSchema,
    videos: linkList("Video", 20),
    documents: documentsInputSchema,
    prices: pricesInputSchema,
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

/**
 * Most products one bulk request changes: one Firestore transaction holds at most 500 writes. The
 * admin sends a larger selection as several requests of at most this many (issue 31).
 */
export const bulkProductLimit = 400;

export const bulkProductActions = ["publish", "unpublish", "setCategory", "delete"] as const;

/**
 * Body of POST /api/admin/products/bulk (issue 21): one action on the chosen products, all or
 * nothing. `versions` (id -> the updatedAt the admin's list showed) makes it refuse with 409 when
 * any of them changed since (decision 030); `categoryId` is the new category of `setCategory`
 * (null or "none" for none).
 */
export const bulkProductInputSchema = z.object({
  ids: z
    .array(z.number().int().positive("A product id is a whole number of 1 or more"), { error: "ids must be a list of product ids" })
    .min(1, "Choose at least one product")
    .max(bulkProductLimit, `At most ${bulkProductLimit} products at once`)
    .refine((ids) => new Set(ids).size === ids.length, "Each product may be chosen once"),
  action: z.enum(bulkProductActions, { error: `action must be one of ${bulkProductActions.join(", ")}` }),
  categoryId: optionalId("Category", "category"),
  versions: z.record(z.string(), isoDateSchema).optional(),
  batchId: clientBatchId,
});
export type BulkProductInput = z.infer<typeof bulkProductInputSchema>;
export type BulkProductInputBody = z.input<typeof bulkProductInputSchema>;

/** Answer of POST /api/admin/products/bulk. */
export interface BulkProductResult {
  message: string;
  count: number;
  /** The changed products as stored now, in the list's shape (none for a delete). */
  products: ProductSummary[];
}

/** Body of PATCH /api/admin/products/{id}/publish. */
export const publishInputSchema = z.object({ isPublished: z.boolean() });
export type PublishInput = z.infer<typeof publishInputSchema>;
