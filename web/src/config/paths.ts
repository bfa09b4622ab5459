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
