import { useEffect } from "react";
import type { MetaDescriptor } from "react-router";
import type { PublicProduct } from "@schema/product";
import { productNotFound, productSeo } from "@schema/productSeo";
import { seo } from "~/components/seo";
import { paths } from "~/config/paths";
import { siteUrl } from "~/config/site";
import { removeServerHeadTags } from "../lib/serverHead";

/** The head tags of a product page: the same productSeo the function uses for the served HTML. */
export function productMeta(product: PublicProduct | null, id: string): MetaDescriptor[] {
  if (!product) return seo({ ...productNotFound, path: paths.product(id), noindex: true });
  const tags = productSeo(product, siteUrl);
  return [
    ...seo({
      title: tags.title,
      description: tags.description,
      path: tags.path,
      image: tags.image,
      type: "product",
      jsonLd: [tags.jsonLd],
    }),
    { name: "keywords", content: tags.keywords },
  ];
}

function renderDescriptor(descriptor: MetaDescriptor, key: number) {
  const d = descriptor as Record<string, unknown>;
  if ("title" in d) return <title key={key}>{String(d.title)}</title>;
  if ("script:ld+json" in d) {
    // JSON-LD: "<" is escaped so the data cannot close the script element.
    const json = JSON.stringify(d["script:ld+json"]).replace(/</g, "\\u003c");
    return <script key={key} type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
  }
  if (d.tagName === "link") return <link key={key} rel={String(d.rel)} href={String(d.href)} />;
  if ("property" in d) return <meta key={key} property={String(d.property)} content={String(d.content)} />;
  return <meta key={key} name={String(d.name)} content={String(d.content)} />;
}

/**
 * The product's tags once it has loaded. React hoists <title>, <meta> and <link> into the head; the
 * copies the function wrote into the served HTML go at the same moment, so there is one of each.
 * (A route `meta` cannot see data fetched by TanStack Query, which keeps the loading skeleton.)
 */
export function ProductHead({ product, id }: { product: PublicProduct | null; id: string }) {
  useEffect(() => removeServerHeadTags(), []);
  return <>{productMeta(product, id).map(renderDescriptor)}</>;
}
