import type {} from "react-router";
import type { PublicProduct } from "./product.js";

/** What a page shows, or `unavailable` when the database failed or was too slow to answer. */
export type PageData<T> = { value: T } | { unavailable: true };

/**
 * What the function gives the web app's route loaders (decision 021): reads of the published
 * catalogue through its stores. The web app declares it as React Router's AppLoadContext.
 */
export interface PageLoadContext {
  catalogue: {
    /** A published product, or null when there is none with this id. */
    product(id: number): Promise<PageData<PublicProduct | null>>;
    /** Every published product. */
    published(): Promise<PageData<PublicProduct[]>>;
  };
}

/** Headers of a page answered while the database cannot be read: temporary, never cached. */
export const unavailablePageHeaders = { "Cache-Control": "no-store", "Retry-After": "30" } as const;

// React Router's load context is this, for the route loaders (web) and the function that passes it.
declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  interface AppLoadContext extends PageLoadContext {}
}
