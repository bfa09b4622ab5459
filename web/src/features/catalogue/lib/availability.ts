/**
 * What the site shows for a product's availability: the admin's word ("Available", "Pre-order",
 * "Out of Stock", "Discontinued", or another), or, when none was stated (an imported device whose
 * vendor says nothing), that it is to be asked for. Only "Available" claims stock (decision 079).
 */
export function availabilityLabel(availability: string | null): string {
  return availability ?? "Availability on request";
}

/** Spec 2.9 and 4: "Available" is the in-stock case. */
export const isInStock = (availability: string | null) => availability === "Available";
