import type { MetaDescriptor } from "react-router";
import type { PublicProduct } from "@lorawan/contracts/product";
import { productNotFound, productSeo } from "@lorawan/contracts/productSeo";
import { seo } from "~/components/seo";
import { paths } from "@lorawan/contracts/paths";
import { siteUrl } from "~/config/site";

/** The head tags of a product page (its route `meta`), or the not-found page's for an unknown product. */
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
