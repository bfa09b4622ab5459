import type { Product } from "@lorawan/contracts/product";

/** Spec 2.14: search over name, manufacturer and description; the category equals the choice or "all". */
export function filterProducts(products: readonly Product[], search: string, category: string): Product[] {
  const needle = search.trim().toLowerCase();
  return products.filter((p) => {
    const matchesSearch = !needle || [p.name, p.manufacturer, p.description].some((field) => field.toLowerCase().includes(needle));
    return matchesSearch && (category === "all" || p.category === category);
  });
}

/** All Categories plus the distinct categories in use, alphabetically. */
export function categoriesInUse(products: readonly Product[]): string[] {
  return [...new Set(products.map((p) => p.category).filter((c): c is string => !!c))].sort((a, b) => a.localeCompare(b));
}
