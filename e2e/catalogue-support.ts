import type { APIRequestContext, Page } from "@playwright/test";

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
  availability: string;
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

const price = (p: CatalogueProduct) => {
  const value = Number.parseFloat(p.price ?? "");
  return Number.isFinite(value) ? value : 0;
};
const newest = (a: CatalogueProduct, b: CatalogueProduct) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);

/** The order spec 3.2 describes for each sort option, written independently of the app's code. */
export const expectedOrder: Record<string, (a: CatalogueProduct, b: CatalogueProduct) => number> = {
  newest,
  rating: newest,
  "price-low": (a, b) => price(a) - price(b) || newest(a, b),
  "price-high": (a, b) => price(b) - price(a) || newest(a, b),
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
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
 * The home page's Featured Sensors, scrolled into view: the section is an island that loads its
 * code and products when it comes near the viewport (decision 010), as a visitor's scrolling does.
 */
export async function scrollToFeaturedSensors(page: Page) {
  const section = page.getByRole("region", { name: "Featured Sensors" });
  await section.scrollIntoViewIfNeeded();
  return section;
}
