/** Every route of spec 2.1 in one place, so no path string is written twice. */
export const paths = {
  home: "/",
  about: "/about",
  contact: "/contact",
  solutions: "/solutions",
  pricing: "/pricing",
  resources: "/resources",
  marketplace: "/marketplace",
  product: (id: number | string) => `/products/${id}`,
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
  admin: "/admin",
  /** Target of the home page's Explore Products buttons; Hosting redirects it to /marketplace. */
  products: "/products",
} as const;

/**
 * Every static public page of spec 2.1, in one list: the function's /sitemap.xml lists these (plus
 * each published product), and a unit test keeps it equal to the prerendered routes.
 */
export const publicPagePaths: readonly string[] = [
  paths.home,
  paths.about,
  paths.contact,
  paths.solutions,
  paths.pricing,
  paths.resources,
  paths.marketplace,
  paths.brand,
  ...Object.values(paths.platform),
  ...Object.values(paths.solution),
  paths.privacyPolicy,
  paths.termsOfService,
  paths.security,
  paths.status,
];
