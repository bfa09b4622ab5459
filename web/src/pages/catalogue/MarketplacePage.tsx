import { data } from "react-router";
import { unavailablePageHeaders } from "@lorawan/contracts/pageLoadContext";
import { absoluteUrl, seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { Marketplace, marketplaceAddress } from "~/features/catalogue";
import type { Route } from "./+types/MarketplacePage";

// /marketplace: rendered by the function on each request (decision 021) with the published
// catalogue its loader reads (from memory while the catalogue's version is unchanged, decision 006),
// filtered, sorted and cut to the pages shown as the address says (decision 053). The address is
// read here once: the page's form and links, and the island that takes them over, start from it.

export async function loader({ request, context }: Route.LoaderArgs) {
  const address = marketplaceAddress(new URL(request.url).searchParams);
  const lookup = await context.catalogue.entries();
  if ("unavailable" in lookup) {
    return data({ address, catalogue: null }, { status: 503, headers: unavailablePageHeaders });
  }
  // Every view asks again (the catalogue changes under the same address); a CDN may keep it briefly.
  return data({ address, catalogue: lookup.value }, { headers: { "Cache-Control": "public, max-age=0, s-maxage=60" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = () =>
  seo({
    title: "LoRaWAN Product Module",
    description: "Browse 540+ industrial LoRaWAN sensors, gateways and trackers: search by name or manufacturer, filter by category and compare prices.",
    path: paths.marketplace,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: "LoRaWAN Product Module",
        url: absoluteUrl(paths.marketplace),
      },
    ],
  });

export default function MarketplacePage({ loaderData }: Route.ComponentProps) {
  return <Marketplace address={loaderData.address} catalogue={loaderData.catalogue} />;
}
