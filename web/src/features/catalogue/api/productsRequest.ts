import type { PublicProduct } from "@lorawan/contracts/product";
import { getJson } from "~/lib/api";

// Kept apart from the query hooks (getProducts.ts): the home page's Featured Sensors island loads
// the catalogue without TanStack Query (decision 010).

/** GET /api/products: the published catalogue (spec 7); filtering happens in the browser. */
export const getProducts = () => getJson<PublicProduct[]>("/api/products");
