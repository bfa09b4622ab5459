/** Every route of spec 2.1 in one place, so no path string is written twice. */
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  /** Where the contact form is sent without JavaScript (decision 085; the function answers it). */
  contactSend: "/contact/send",
  /** The page a contact form sent without JavaScript leads to (noindex). */
  contactSent: "/contact/sent",
  solutions: "/solutions",
  pricing: "/pricing",
  resources: "/resources",
  marketplace: "/marketplace",
  product: (id: number | string) => `/products/${id}`,
  /** A signed-in admin's preview of any product, drafts included (issue 21); others get the public page. */
  productPreview: (id: number | string) => `/products/${id}?preview`,
  /** Issue 22: devices side by side, /compare?ids=1,2,3 (noindex: not in publicPagePaths). */
  compare: "/compare",
  brand: "/brand",
  platform: {
    networkServer: "/platform/network-server",
    gatewayManagement: "/platform/gateway-management",
    deviceRegistry: "/platform/device-registry",
    analytics: "/platform/analytics",
  },
  solution: {
    industrialIot: "/solutions/industrial-iot",
    assetTracking: "/solutions/asset-tracking",
    smartAgriculture: "/solutions/smart-agriculture",
    smartCities: "/solutions/smart-cities",
    energyUtilities: "/solutions/energy-utilities",
    indoorAirQuality: "/solutions/indoor-air-quality",
  },
  privacyPolicy: "/privacy-policy",
  termsOfService: "/terms-of-service",
  security: "/security",
  status: "/status",
  news: "/news",
  /** A published article; its slug is a-z, 0-9 and hyphens (spec 5). */
  newsArticle: (slug: string) => `/news/${slug}`,
  /** The news as RSS 2.0, served by the function. */
  newsFeed: "/news/rss.xml",
  /** The site's own offline page: the service worker answers it (503) for a page not saved (noindex). */
  offline: "/offline",
  /** The visitor's quote list, kept on the device. */
  quote: "/quote",
  admin: "/admin",
  /** Where the admin's sign-in form is sent by the browser (decision 085; the function answers it). */
  signIn: "/sign-in",
  /** Target of the home page's Explore Products buttons; Hosting redirects it to /marketplace. */
  products: "/products",
} as const;

/**
 * Every static public page of spec 2.1 and /news, in one list: the function's /sitemap.xml lists
 * these (plus each published product and article), and a unit test keeps it equal to the static
 * routes (but the admin, the /products redirect and the visitor's own quote list).
 */
export const publicPagePaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.contact,
  paths.solutions,
  paths.pricing,
  paths.resources,
  paths.marketplace,
  paths.news,
  paths.brand,
  ...Object.values(paths.platform),
  ...Object.values(paths.solution),
  paths.privacyPolicy,
  paths.termsOfService,
  paths.security,
  paths.status,
];
