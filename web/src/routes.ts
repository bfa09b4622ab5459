import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of spec 2.1. Public pages share the header and footer layout.
export default [
  layout("app/PublicLayout.tsx", [
    index("pages/home/HomePage.tsx"),
    route("admin", "pages/admin/AdminPage.tsx"),
    route("marketplace", "pages/catalogue/MarketplacePage.tsx"),
    route("products/:id", "pages/catalogue/ProductPage.tsx"),
    route("contact", "pages/contact/ContactPage.tsx"),
    route("about", "pages/about/AboutPage.tsx"),
    route("pricing", "pages/pricing/PricingPage.tsx"),
    route("products", "pages/redirects/ProductsRedirect.tsx"),
    route("*", "pages/errors/NotFoundPage.tsx"),
  ]),
] satisfies RouteConfig;
