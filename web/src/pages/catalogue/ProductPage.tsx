import { data } from "react-router";
import { idParamsSchema } from "@lorawan/contracts/common";
import { previewPageHeaders, unavailablePageHeaders, type ProductPreview } from "@lorawan/contracts/pageLoadContext";
import type { PublicProduct } from "@lorawan/contracts/product";
import { ProductDetail, ProductNotFound, ProductPreviewNotice, productMeta } from "~/features/catalogue";
import type { Route } from "./+types/ProductPage";

// /products/{id}: rendered by the function on each request (decision 021) with the product its
// loader reads from the catalogue. Its HTML is the whole page, the product's head tags included;
// in the browser only its islands (the header's menus) hydrate.
//
// /products/{id}?preview (issue 21): for a signed-in admin, any product as last saved, drafts and
// inactive ones included, marked as a preview, never cached and never indexed. Anyone else gets the
// public page, also uncached (the answer depends on who asks).

type PageData = { product: PublicProduct | null; preview: Omit<ProductPreview, "product"> | null };

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const id = idParamsSchema.safeParse(params);
  const previewing = new URL(request.url).searchParams.has("preview");
  if (previewing && id.success) {
    const preview = await context.preview.product(id.data.id);
    if (preview && "unavailable" in preview) return data<PageData>({ product: null, preview: null }, { status: 503, headers: unavailablePageHeaders });
    if (preview) {
      const { product, ...visibility } = preview.value ?? { product: null };
      return data<PageData>({ product, preview: product ? (visibility as PageData["preview"]) : null }, { status: product ? 200 : 404, headers: previewPageHeaders });
    }
  }
  const lookup = id.success ? await context.catalogue.product(id.data.id) : { value: null };
  if ("unavailable" in lookup) {
    // Spec 2.9: 'Product Not Found' also when the product failed to load.
    return data<PageData>({ product: null, preview: null }, { status: 503, headers: unavailablePageHeaders });
  }
  const cacheControl = previewing ? previewPageHeaders : null;
  if (!lookup.value) return data<PageData>({ product: null, preview: null }, { status: 404, headers: cacheControl ?? { "Cache-Control": "public, max-age=60" } });
  return data<PageData>({ product: lookup.value, preview: null }, { headers: cacheControl ?? { "Cache-Control": "public, max-age=60, s-maxage=300" } });
}

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ data: page, params }: Route.MetaArgs) => {
  const tags = productMeta(page?.product ?? null, params.id);
  if (!page?.preview) return tags;
  return [{ title: `Preview: ${page.product?.name ?? ""}` }, ...tags.filter((tag) => !("title" in tag) && !("name" in tag && tag.name === "robots")), { name: "robots", content: "noindex" }];
};

/** Spec 2.9: the product, or 'Product Not Found' with the way back when it is missing or failed. */
export default function ProductPage({ loaderData }: Route.ComponentProps) {
  if (!loaderData.product) return <ProductNotFound />;
  return (
    <>
      {loaderData.preview && <ProductPreviewNotice preview={loaderData.preview} />}
      <ProductDetail product={loaderData.product} />
    </>
  );
}
