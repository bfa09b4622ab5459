import type { PublicProduct } from "@lorawan/contracts/product";

/**
 * Spec 1: the marketplace's structured data lists the products on screen as a schema.org ItemList
 * (built in the browser once the catalogue has loaded, since products are not prerendered).
 */
export function itemListJsonLd(products: readonly Pick<PublicProduct, "id" | "name">[], siteUrl: string, productPath: (id: number) => string) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "LoRaWAN Product Module",
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      "@type": "ListItem",
      position: index + 1,
      url: `${siteUrl}${productPath(product.id)}`,
      name: product.name,
    })),
  };
}
