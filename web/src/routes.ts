import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Every route of spec 2.1. Public pages share the header and footer layout.
export default [
  layout("app/PublicLayout.tsx", [
    index("pages/home/HomePage.tsx"),
    route("admin", "pages/admin/AdminPage.tsx"),
    route("*", "pages/errors/NotFoundPage.tsx"),
  ]),
] satisfies RouteConfig;
