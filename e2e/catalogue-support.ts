import type { APIRequestContext, Page } from "@playwright/test";
import { catalogueUrl, type CatalogueEntry } from "@lorawan/contracts/catalogueEntry";
import { applyFilters } from "../web/src/features/catalogue/lib/catalogueFilters.ts";

/** The fields of the public read shape (spec 3.2) the catalogue journeys check. */
export interface CatalogueProduct {
  id: number;
  name: string;
  manufacturer: string;
  model: string | null;
  description: string;
  category: string | null;
  price: string | null;
  currency: string;
  image: string | null;
  availability: string | null;
  createdAt: string;
  website: string | null;
  datasheet: string | null;
  specifications: Record<string, string>;
  features: string[];
  connectivity: string[];
  certifications: string[];
  tags: string[];
  range: string | null;
  batteryLife: string | null;
  regions: string[];
  sensors: string[];
  ipRating: string | null;
  dimensions: string | null;
  weight: string | null;
  powerRequirements: string | null;
  operatingTemp: string | null;
}

/** The catalogue as the API answers it now (other tests may have added products). */
export async function catalogue(request: APIRequestContext): Promise<CatalogueProduct[]> {
  return (await (await request.get("/api/products")).json()) as CatalogueProduct[];
}

/** The catalogue's entries, as the marketplace's page, island and offline copy search them (issue 46). */
export async function catalogueEntries(request: APIRequestContext): Promise<CatalogueEntry[]> {
  return (await (await request.get(catalogueUrl)).json()) as CatalogueEntry[];
}

/**
 * What the marketplace lists for a search, newest first: the search module the page, the island and
 * the offline copy share (its own tests judge what it finds; these journeys check every runtime gives
 * its list). Each product spec 5's substring rule finds is among them (`literalMatches`).
 */
export const searched = (entries: CatalogueEntry[], search: string) => applyFilters(entries, { search, category: "all", sort: "newest" });

/** Spec 5's rule: the whole term, case-insensitive, in a name, manufacturer or description. */
export const literalMatches = <P extends Pick<CatalogueProduct, "name" | "manufacturer" | "description">>(products: P[], term: string) =>
  products.filter((p) => [p.name, p.manufacturer, p.description].some((text) => text.toLowerCase().includes(term.trim().toLowerCase())));

const newest = (a: CatalogueProduct, b: CatalogueProduct) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/**
 * Decision 078: USD prices first, by amount; then other currencies, by code and by amount within
 * one; products without a price last, whichever the direction.
 */
const byPrice = (direction: 1 | -1) => (a: CatalogueProduct, b: CatalogueProduct) => {
  const key = (p: CatalogueProduct) => {
    const amount = Number.parseFloat(p.price ?? "");
    if (!Number.isFinite(amount)) return { group: "3", amount: 0 };
    return { group: p.currency === "USD" ? "1" : `2${p.currency}`, amount };
  };
  const [x, y] = [key(a), key(b)];
  return (x.group < y.group ? -1 : x.group > y.group ? 1 : direction * (x.amount - y.amount)) || newest(a, b);
};

/** The order spec 3.2 describes for each sort option, written independently of the app's code. */
export const expectedOrder: Record<string, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  newest,
  rating: newest,
  "price-low": byPrice(1),
  "price-high": byPrice(-1),
  name: (a, b) => a.name.localeCompare(b.name, "en", { sensitivity: "base" }) || a.id - b.id,
};

/** The names on the marketplace's product cards, in grid order. */
export const cardNames = (page: Page) => page.getByRole("list", { name: "Devices" }).getByRole("heading", { level: 3 }).allTextContents();

/**
 * Opens the marketplace (rendered with its results by the function, decision 013) once its code
 * has started: a press before that is lost, as on any island page (decision 011).
 */
export async function openMarketplace(page: Page, query = "") {
  await page.goto(`/marketplace${query}`);
  await page.locator("html[data-boot~=hydrated]").waitFor({ state: "attached" });
}

/** Makes a product's image fail to load, as a missing file or a dropped connection would. */
export async function failImage(page: Page, product: Pick<CatalogueProduct, "image">) {
  await page.route(
    (url) => url.href === new URL(product.image!, url).href,
    (route) => route.abort(),
  );
}

export const resultCount = (page: Page) => page.getByRole("status").filter({ hasText: /devices? found$/ });

/**
 * The home page's Featured Sensors, scrolled into view: the browser renders the section only near
 * the viewport (content-visibility, decision 088), as a visitor's scrolling brings it.
 */
export async function scrollToFeaturedSensors(page: Page) {
  const section = page.getByRole("region", { name: "Featured Sensors" });
  await section.scrollIntoViewIfNeeded();
  return section;
}
