import type { PublicProduct } from "@lorawan/contracts/product";
import { standardSpecificationKeys } from "@lorawan/contracts/productTerms";

/** Spec 3.2's standard keys but Manufacturer (the page shows it as "by"): range, battery life and so on. */
type FactField = Exclude<(typeof standardSpecificationKeys)[keyof typeof standardSpecificationKeys], "manufacturer">;

/** The product fields a buyer compares first, labelled with their standard keys. */
const productFacts = Object.entries(standardSpecificationKeys).filter((entry): entry is [string, FactField] => entry[1] !== "manufacturer");

type SpecifiedProduct = Pick<PublicProduct, "model" | "specifications" | FactField>;

/**
 * Spec 2.9's Technical Specifications grid as label and value: the model, then range, battery life,
 * dimensions, weight, power requirements and operating temperature, then the rest of the
 * specifications. Empty values are left out. A standard key in the specifications map is the same
 * fact as its field (spec 3.2 copies it there on save), so it shows once.
 */
export function technicalSpecifications(product: SpecifiedProduct): [label: string, value: string][] {
  const rows: [string, string][] = [];
  const add = (label: string, value: string | null | undefined) => {
    const text = value?.trim();
    if (text && !rows.some(([shown]) => shown === label)) rows.push([label, text]);
  };
  add("Model", product.model);
  for (const [label, field] of productFacts) add(label, product[field] ?? product.specifications[label]);
  for (const [label, value] of Object.entries(product.specifications)) add(label, value);
  return rows;
}
