import type { LorawanRegion, SensorType } from "@lorawan/contracts/deviceVocabulary";
import { applyStandardSpecifications, type Product } from "@lorawan/contracts/product";
import { currencyOptions, productDefaults, standardSpecificationKeys } from "@lorawan/contracts/productTerms";

/** Spec 3.2: the standard specification keys offered by the editor. */
export const standardKeys = Object.keys(standardSpecificationKeys) as (keyof typeof standardSpecificationKeys)[];

export const currencyChoices = [...currencyOptions, "Custom"] as const;
export const availabilityChoices = ["Available", "Pre-order", "Out of Stock", "Discontinued"] as const;
/** The form's value for "not stated" (stored as null; the site claims no stock, decision 079). */
export const availabilityNotStated = "";
export const availabilityNotStatedLabel = "Not stated";

export interface SpecificationRow {
  key: string;
  value: string;
}

/** Everything the product form edits, as the text the inputs hold. */
export interface ProductFormValues {
  name: string;
  manufacturer: string;
  model: string;
  /** A category id as text, or "none" (spec 5: No category). */
  categoryId: string;
  description: string;
  shortDescription: string;
  price: string;
  /** One of USD, EUR, GBP or Custom; customCurrency holds the code when Custom. */
  currency: string;
  customCurrency: string;
  image: string;
  imageGallery: string;
  datasheet: string;
  website: string;
  availability: string;
  stock: string;
  minOrderQty: string;
  leadTime: string;
  sortOrder: string;
  isActive: boolean;
  isFeatured: boolean;
  isPublished: boolean;
  lorawan: boolean;
  range: string;
  batteryLife: string;
  dimensions: string;
  weight: string;
  powerRequirements: string;
  operatingTemp: string;
  /** Lists of text, one item per line. */
  features: string;
  tags: string;
  connectivity: string;
  certifications: string;
  seoTitle: string;
  seoDescription: string;
  specifications: SpecificationRow[];
  /** Issue 22: chosen from the vocabularies (no free typing); ipRating "" means none. */
  regions: LorawanRegion[];
  sensors: SensorType[];
  ipRating: string;
  secondIpRating: string;
  /** Issue 32: what an import brought that the form does not edit, sent back unchanged on save. */
  carried: Pick<Product, "whereToBuy" | "videos" | "documents" | "prices">;
}

/**
 * The body of POST/PUT /api/admin/products (spec 7: product fields plus a specifications map),
 * with the category name filled in for the live preview (the server derives it from categoryId).
 */
export type ProductBody = Omit<Product, "id" | "createdAt" | "updatedAt">;

const text = (value: string | null | undefined) => value ?? "";
const lines = (list: readonly string[]) => list.join("\n");

export function toFormValues(product?: Product): ProductFormValues {
  const knownCurrency = !product || (currencyOptions as readonly string[]).includes(product.currency);
  return {
    name: text(product?.name),
    manufacturer: text(product?.manufacturer),
    model: text(product?.model),
    categoryId: product?.categoryId == null ? "none" : String(product.categoryId),
    description: text(product?.description),
    shortDescription: text(product?.shortDescription),
    price: text(product?.price),
    currency: knownCurrency ? (product?.currency ?? productDefaults.currency) : "Custom",
    customCurrency: knownCurrency ? "" : (product?.currency ?? ""),
    image: text(product?.image),
    imageGallery: lines(product?.imageGallery ?? []),
    datasheet: text(product?.datasheet),
    website: text(product?.website),
    // A new product takes spec 9.1's default; a stored one keeps "not stated" as it is.
    availability: product ? (product.availability ?? availabilityNotStated) : productDefaults.availability,
    stock: product?.stock == null ? "" : String(product.stock),
    minOrderQty: String(product ? (product.minOrderQty ?? "") : productDefaults.minOrderQty),
    leadTime: text(product?.leadTime),
    sortOrder: String(product?.sortOrder ?? productDefaults.sortOrder),
    isActive: product?.isActive ?? productDefaults.isActive,
    isFeatured: product?.isFeatured ?? productDefaults.isFeatured,
    isPublished: product?.isPublished ?? productDefaults.isPublished,
    lorawan: product?.lorawan ?? productDefaults.lorawan,
    range: text(product?.range),
    batteryLife: text(product?.batteryLife),
    dimensions: text(product?.dimensions),
    weight: text(product?.weight),
    powerRequirements: text(product?.powerRequirements),
    operatingTemp: text(product?.operatingTemp),
    features: lines(product?.features ?? []),
    tags: lines(product?.tags ?? []),
    connectivity: lines(product?.connectivity ?? []),
    certifications: lines(product?.certifications ?? []),
    seoTitle: text(product?.seoTitle),
    seoDescription: text(product?.seoDescription),
    specifications: Object.entries(product?.specifications ?? {}).map(([key, value]) => ({ key, value })),
    regions: product?.regions ?? [],
    sensors: product?.sensors ?? [],
    ipRating: text(product?.ipRating),
    secondIpRating: text(product?.secondIpRating),
    carried: {
      whereToBuy: product?.whereToBuy ?? [],
      videos: product?.videos ?? [],
      documents: product?.documents ?? [],
      prices: product?.prices ?? [],
    },
  };
}

const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
const intOrNull = (value: string) => {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : null;
};
const list = (value: string) =>
  value
    .split(/\r?\n/)
    .map((item) => item.trim())
    .filter(Boolean);

/** Spec 3.2: rows with both key and value non-blank form the specifications map. */
export function specificationsMap(rows: readonly SpecificationRow[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const row of rows) {
    const key = row.key.trim();
    const value = row.value.trim();
    if (key && value) map[key] = value;
  }
  return map;
}

/**
 * Form values to the API body. Spec 3.2: the standard keys of the specifications map also
 * overwrite the matching fields; spec 5: empty price is null, category "none" is no category.
 */
export function toProductBody(values: ProductFormValues, categories: readonly { id: number; name: string }[]): ProductBody {
  const specifications = specificationsMap(values.specifications);
  const category = values.categoryId === "none" ? undefined : categories.find((c) => String(c.id) === values.categoryId);
  return applyStandardSpecifications<ProductBody>({
    name: values.name.trim(),
    manufacturer: values.manufacturer.trim(),
    model: orNull(values.model),
    categoryId: category?.id ?? null,
    category: category?.name ?? null,
    description: values.description.trim(),
    shortDescription: orNull(values.shortDescription),
    price: orNull(values.price),
    currency: values.currency === "Custom" ? values.customCurrency.trim().toUpperCase() || productDefaults.currency : values.currency,
    image: orNull(values.image),
    imageGallery: list(values.imageGallery),
    datasheet: orNull(values.datasheet),
    website: orNull(values.website),
    availability: values.availability || null,
    stock: intOrNull(values.stock),
    minOrderQty: intOrNull(values.minOrderQty),
    leadTime: orNull(values.leadTime),
    sortOrder: intOrNull(values.sortOrder) ?? productDefaults.sortOrder,
    isActive: values.isActive,
    isFeatured: values.isFeatured,
    isPublished: values.isPublished,
    lorawan: values.lorawan,
    range: orNull(values.range),
    batteryLife: orNull(values.batteryLife),
    dimensions: orNull(values.dimensions),
    weight: orNull(values.weight),
    powerRequirements: orNull(values.powerRequirements),
    operatingTemp: orNull(values.operatingTemp),
    features: list(values.features),
    tags: list(values.tags),
    connectivity: list(values.connectivity),
    certifications: list(values.certifications),
    seoTitle: orNull(values.seoTitle),
    seoDescription: orNull(values.seoDescription),
    specifications,
    regions: values.regions,
    sensors: values.sensors,
    ipRating: orNull(values.ipRating),
    secondIpRating: orNull(values.secondIpRating),
    ...values.carried,
  });
}

/** The product body's fields as the form labels them (the version comparison names fields so). */
export const productFieldLabels: Partial<Record<keyof ProductBody, string>> = {
  name: "Name",
  manufacturer: "Manufacturer",
  model: "Model",
  categoryId: "Category",
  category: "Category name",
  description: "Description",
  shortDescription: "Short description",
  price: "Price",
  currency: "Currency",
  image: "Image URL",
  imageGallery: "Image gallery",
  datasheet: "Datasheet URL",
  website: "Website",
  availability: "Availability",
  stock: "Stock",
  minOrderQty: "Minimum order quantity",
  leadTime: "Lead time",
  sortOrder: "Sort order",
  isActive: "Active",
  isFeatured: "Featured",
  isPublished: "Published",
  lorawan: "LoRaWAN",
  range: "Range",
  batteryLife: "Battery life",
  dimensions: "Dimensions",
  weight: "Weight",
  powerRequirements: "Power requirements",
  operatingTemp: "Operating temperature",
  regions: "Regions (LoRaWAN frequency plans)",
  sensors: "Sensor types",
  ipRating: "IP rating",
  features: "Features",
  tags: "Tags",
  connectivity: "Connectivity",
  certifications: "Certifications",
  seoTitle: "SEO title",
  seoDescription: "SEO description",
  specifications: "Specifications",
};
