import { data } from "react-router";
import { unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { Comparison, compareIdsFromQuery } from "~/features/catalogue";
import type { Route } from "./+types/ComparePage";

// /compare?ids=1,2,3: rendered by the function on each request (decision 021) with the published
// products its loader picks from the catalogue (from memory while the catalogue's version is
// unchanged, decision 006). The whole comparison is in the HTML; "show only differences" is CSS.
// Not for search engines (noindex): its content is the product pages'.

export async function loader({ request, context }: Route.LoaderArgs) {
  const { ids, notIds, beyondLimit } = compareIdsFromQuery(new URL(request.url).searchParams.get("ids"));
  const lookup = await context.catalogue.published();
  if ("unavailable" in lookup) {
    return data({ products: [], skipped: [], beyondLimit: [], unavailable: true }, { status: 503, headers: unavailablePageHeaders });
  }
  const byId = new Map(lookup.value.map((product) => [product.id, product]));
  const products = ids.flatMap((id) => byId.get(id) ?? []);
  const skipped = [...ids.filter((id) => !byId.has(id)).map(String), ...notIds];
  return data({ products, skipped, beyondLimit, unavailable: false }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ data: page }: Route.MetaArgs) =>
  seo({
    title: page?.products.length ? `Compare ${page.products.map((product) => product.name).join(" vs ")}` : "Compare devices",
    description: "LoRaWAN devices side by side: price, regions, sensors, IP rating, range, battery life and every specification.",
    path: paths.compare,
    noindex: true,
  });

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  return <Comparison {...loaderData} />;
}
