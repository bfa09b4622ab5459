import type {} from "react-router";
import type { LoginInput } from "./auth.js";
import type { DemoRequestInput } from "./leads.js";
import type { PublicNews } from "./news.js";
import type { PublicProduct } from "./product.js";
import type { CatalogueEntry } from "./catalogueEntry.js";

/** A product as its admin preview shows it: what a buyer would see, and whether a buyer can see it yet. */
export interface ProductPreview {
  product: PublicProduct;
  isPublished: boolean;
  isActive: boolean;
}

/** What a page shows, or `unavailable` when the database failed or was too slow to answer. */
export type PageData<T> = { value: T } | { unavailable: true };

/**
 * What the function gives the web app's route loaders (decision 021): reads of the published
 * catalogue and news through their stores. The web app declares it as React Router's AppLoadContext.
 */
export interface PageLoadContext {
  catalogue: {
    /** A published product, or null when there is none with this id. */
    product(id: number): Promise<PageData<PublicProduct | null>>;
    /** Every published product. */
    published(): Promise<PageData<PublicProduct[]>>;
    /**
     * Every published product as the marketplace reads it (issue 46): one array per catalogue
     * version, so its search index is built once per version.
     */
    entries(): Promise<PageData<CatalogueEntry[]>>;
  };
  news: {
    /** Every published article, newest publishedAt first, with the news version they were read at. */
    published(): Promise<PageData<{ version: string; articles: PublicNews[] }>>;
    /** A published article (null when no published article has this slug), with the news version. */
    article(slug: string): Promise<PageData<{ version: string; article: PublicNews | null }>>;
  };
  /**
   * The request's own reads: for a signed-in admin, any product (drafts and inactive ones included)
   * for its preview; null for anyone else, who gets the public page.
   */
  preview: {
    product(id: number): Promise<PageData<ProductPreview | null> | null>;
  };
  /**
   * The writes of the forms a page sends without JavaScript (decision 085): the contact form's demo
   * request, stored as POST /api/demo-request stores it. Its id, or `unavailable` when the database
   * failed or was too slow.
   */
  leads: {
    requestDemo(input: Omit<DemoRequestInput, "items">): Promise<PageData<string>>;
  };
  /**
   * The admin's sign-in form sent by the browser (decision 085): signed in, the session cookie goes
   * out with the answer; refused, the status and message POST /api/auth/login would answer (401
   * wrong credentials, 429 throttled, 503 the database).
   */
  auth: {
    signIn(input: LoginInput): Promise<{ signedIn: true } | { refused: { status: number; message: string } }>;
  };
}

/** Headers of an admin's preview: never kept by a browser or a CDN, never indexed. */
export const previewPageHeaders = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } as const;

/**
 * Headers of a news page read at a news version: every view asks again (an article published or
 * withdrawn shows at once), and the version is the ETag, so a cache holding the current page gets a 304.
 */
export const newsPageHeaders = (version: string) => ({ "Cache-Control": "public, max-age=0, must-revalidate", ETag: `W/"news-${version}"` });

/** Headers of a page answered while the database cannot be read: temporary, never cached. */
export const unavailablePageHeaders = { "Cache-Control": "no-store", "Retry-After": "30" } as const;

// React Router's load context is this, for the route loaders (web) and the function that passes it.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends PageLoadContext {}
}
