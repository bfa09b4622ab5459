import type { PublicProduct } from "@lorawan/contracts/product";
import { takeEarlyRequest } from "~/islands/earlyRequests";
import { getJson } from "~/lib/api";

// Kept apart from the query hooks (getProducts.ts): the marketplace's island loads the catalogue
// without TanStack Query (decision 010).

export const productsUrl = "/api/products";

/**
 * GET /api/products: the published catalogue (spec 7); filtering happens in the browser. The
 * marketplace's request started right after paint (decision 055) is taken when there is one.
 */
export const getProducts = () => takeEarlyRequest<PublicProduct[]>(productsUrl) ?? getJson<PublicProduct[]>(productsUrl);
