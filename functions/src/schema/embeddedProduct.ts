/**
 * The product page the function serves (GET /products/{id}) carries the product it looked up as
 * JSON in this element, so the browser shows it without asking /api/products/{id} again.
 */
export const embeddedProductElementId = "product-data";
