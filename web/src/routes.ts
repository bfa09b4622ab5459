import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of spec 2.1. Public pages share the header and footer layout.
export default [
  layout("app/PublicLayout.tsx", [
    index("pages/home/HomePage.tsx"),
    route("admin", "pages/admin/AdminPage.tsx"),
    route("marketplace", "pages/catalogue/MarketplacePage.tsx"),
    route("products/:id", "pages/catalogue/ProductPage.tsx"),
    route("compare", "pages/catalogue/ComparePage.tsx"),
    route("contact", "pages/contact/ContactPage.tsx"),
    route("about", "pages/about/AboutPage.tsx"),
    route("solutions", "pages/solutions/SolutionsPage.tsx"),
    route("resources", "pages/resources/ResourcesPage.tsx"),
    route("pricing", "pages/pricing/PricingPage.tsx"),
    route("brand", "pages/brand/BrandPage.tsx"),
    route("platform/network-server", "pages/platform/NetworkServerPage.tsx"),
    route("platform/gateway-management", "pages/platform/GatewayManagementPage.tsx"),
    route("platform/device-registry", "pages/platform/DeviceRegistryPage.tsx"),
    route("platform/analytics", "pages/platform/AnalyticsPage.tsx"),
    route("solutions/industrial-iot", "pages/solutions/IndustrialIotPage.tsx"),
    route("solutions/asset-tracking", "pages/solutions/AssetTrackingPage.tsx"),
    route("solutions/smart-agriculture", "pages/solutions/SmartAgriculturePage.tsx"),
    route("solutions/smart-cities", "pages/solutions/SmartCitiesPage.tsx"),
    route("solutions/energy-utilities", "pages/solutions/EnergyUtilitiesPage.tsx"),
    route("solutions/indoor-air-quality", "pages/solutions/IndoorAirQualityPage.tsx"),
    route("privacy-policy", "pages/legal/PrivacyPolicyPage.tsx"),
    route("terms-of-service", "pages/legal/TermsOfServicePage.tsx"),
    route("security", "pages/security/SecurityPage.tsx"),
    route("status", "pages/status/StatusPage.tsx"),
    route("products", "pages/redirects/ProductsRedirect.tsx"),
    route("*", "pages/errors/NotFoundPage.tsx"),
  ]),
] satisfies RouteConfig;
