import { data } from "react-router";
import { idParamsSchema } from "@lorawan/contracts/common";
import { unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { ProductDetail, ProductNotFound, productMeta } from "~/features/catalogue";
import type { Route } from "./+types/ProductPage";

// /products/{id}: rendered by the function on each request (decision 021) with the product its
// loader reads from the catalogue. Its HTML is the whole page, the product's head tags included;
// in the browser only its islands (the header's menus) hydrate.

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = idParamsSchema.safeParse(params);
  const lookup = id.success ? await context.catalogue.product(id.data.id) : { value: null };
  if ("unavailable" in lookup) {
    // Spec 2.9: 'Product Not Found' also when the product failed to load.
    return data({ product: null }, { status: 503, headers: unavailablePageHeaders });
  }
  if (!lookup.value) return data({ product: null }, { status: 404, headers: { "Cache-Control": "public, max-age=60" } });
  return data({ product: lookup.value }, { headers: { "Cache-Control": "public, max-age=60, s-maxage=300" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ data: page, params }: Route.MetaArgs) => productMeta(page?.product ?? null, params.id);

/** Spec 2.9: the product, or 'Product Not Found' with the way back when it is missing or failed. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return loaderData.product ? <ProductDetail product={loaderData.product} /> : <ProductNotFound />;
}
