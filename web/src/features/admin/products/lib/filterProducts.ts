import type { ProductSummary } from "@lorawan/contracts/product";

type Searchable = Pick<ProductSummary, "name" | "manufacturer" | "description" | "category">;

/** Spec 2.14: search over name, manufacturer and description; the category equals the choice or "all". */
export function filterProducts<P extends Searchable>(products: readonly P[], search: string, category: string): P[] {
  const needle = search.trim().toLowerCase();
  return products.filter((p) => {
    const matchesSearch = !needle || [p.name, p.manufacturer, p.description].some((field) => field.toLowerCase().includes(needle));
    return matchesSearch && (category === "all" || p.category === category);
  });
}

/** All Categories plus the distinct categories in use, alphabetically. */
export function categoriesInUse(products: readonly Pick<ProductSummary, "category">[]): string[] {
  return [...new Set(products.map((p) => p.category).filter((c): c is string => !!c))].sort((a, b) => a.localeCompare(b));
}

/** One page of a list (1-based), and how many pages there are: the admin's list is paged (issue 21). */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pages };
}
