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

/** What the search looks in, lower-cased once per product. */
const searchedText = (p: Searchable) => `${p.name}\n${p.manufacturer}\n${p.description}`.toLowerCase();

/**
 * `filterProducts` for one list, for the keystrokes of a search (issue 31: at 5,000 products a
 * keystroke must narrow the list within 100 ms on a throttled tablet). Each product's searched text
 * is lower-cased once, not on every keystroke, and a search that extends the previous one (the
 * next letter typed) looks only through what the previous one found.
 */
export function productFilter<P extends Searchable>(products: readonly P[]): (search: string, category: string) => P[] {
  const texts = products.map(searchedText);
  let last: { needle: string; category: string; found: number[] } | null = null;
  return (search, category) => {
    const needle = search.trim().toLowerCase();
    const matches = (i: number) => (!needle || texts[i]!.includes(needle)) && (category === "all" || products[i]!.category === category);
    const found: number[] = [];
    if (last && last.category === category && needle.startsWith(last.needle)) {
      for (const i of last.found) if (matches(i)) found.push(i);
    } else {
      for (let i = 0; i < products.length; i++) if (matches(i)) found.push(i);
    }
    last = { needle, category, found };
    return found.map((i) => products[i]!);
  };
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
