import { config } from "../config.js";
import { productNotFound, productSeo, type ProductSeoInput } from "../schema/productSeo.js";
import type { HeadTag } from "./html.js";

/**
 * Spec 2.9 and spec 1: title, description, keywords, canonical, social tags and Product JSON-LD,
 * with absolute URLs on the one configured SITE_URL (the web build uses the same).
 */
export function productHeadTags(product: ProductSeoInput): HeadTag[] {
  const { siteUrl } = config();
  const absolute = (pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl}`);
  const seo = productSeo(product, siteUrl);
  const url = absolute(seo.path);
  const image = absolute(seo.image);
  return [
    { kind: "title", text: seo.title },
    { kind: "meta", name: "description", content: seo.description },
    { kind: "meta", name: "keywords", content: seo.keywords },
    { kind: "link", attrs: { rel: "canonical", href: url } },
    { kind: "meta", property: "og:type", content: "product" },
    { kind: "meta", property: "og:title", content: seo.title },
    { kind: "meta", property: "og:description", content: seo.description },
    { kind: "meta", property: "og:url", content: url },
    { kind: "meta", property: "og:image", content: image },
    { kind: "meta", name: "twitter:card", content: "summary_large_image" },
    { kind: "meta", name: "twitter:title", content: seo.title },
    { kind: "meta", name: "twitter:description", content: seo.description },
    { kind: "meta", name: "twitter:image", content: image },
    { kind: "jsonLd", data: seo.jsonLd },
    // The product image is fetched with the HTML, not after the scripts have run (the product
    // itself travels in the page: routes/productPage.ts).
    ...(product.image
      ? [
          {
            kind: "link" as const,
            attrs: {
              rel: "preload",
              as: "image",
              href: product.image,
              fetchpriority: "high",
            },
          },
        ]
      : []),
  ];
}

export function notFoundHeadTags(): HeadTag[] {
  return [
    { kind: "title", text: productNotFound.title },
    { kind: "meta", name: "description", content: productNotFound.description },
    { kind: "meta", name: "robots", content: "noindex" },
  ];
}
