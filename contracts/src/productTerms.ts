// The product's fixed terms, without zod: the catalogue's cards and islands read the site's currency
// and the standard specification keys from here, so a page's code does not carry the contract's
// schemas (product.ts imports these for its own).

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
