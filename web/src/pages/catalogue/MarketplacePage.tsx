import { absoluteUrl, seo } from "~/components/seo";
import { paths } from "~/config/paths";
import { Marketplace } from "~/features/catalogue";

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

export default function MarketplacePage() {
  return <Marketplace />;
}
