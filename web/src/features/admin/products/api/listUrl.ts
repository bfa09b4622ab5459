/**
 * GET /api/admin/products in the list's shape (spec 7, issue 21): the admin's product list. Apart from
 * adminProducts.ts so that the admin page's boot, which every page's entry imports, can ask for it
 * without TanStack Query.
 */
export const adminProductListUrl = "/api/admin/products?view=summary";
