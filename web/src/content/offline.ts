import { paths } from "@lorawan/contracts/paths";

/**
 * The offline page (decision 054): what the service worker answers, with status 503, for a page this
 * device has not saved while there is no connection. The pages listed are saved on every device the
 * site is installed on (they are in the precache); the marketplace and product pages are saved once
 * opened.
 */
export const offlinePage = {
  title: "You are offline",
  lead: "This page has not been saved on this device, and there is no connection to fetch it. These pages work offline:",
  alwaysSaved: [
    { label: "Home", to: paths.home },
    { label: "Pricing", to: paths.pricing },
    { label: "Solutions", to: paths.solutions },
    { label: "About Us", to: paths.about },
    { label: "Contact", to: paths.contact },
    { label: "Your quote", to: paths.quote },
    { label: "System Status", to: paths.status },
  ],
  savedOnceOpened: { label: "Product marketplace", to: paths.marketplace, note: "and the product pages you have opened, if you visited them online" },
} as const;
