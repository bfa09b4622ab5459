import { Router } from "express";
import { idParamsSchema } from "../schema/common.js";
import { toPublicProduct, type PublicProduct } from "../schema/product.js";
import { injectIntoHead, renderHeadTags, type HeadTag } from "../render/html.js";
import { embeddedProductElementId } from "../schema/embeddedProduct.js";
import { notFoundHeadTags, productHeadTags } from "../render/productHead.js";
import { pageShell } from "../render/shell.js";
import { renderedPages } from "../render/pageSsr.js";
import { productsStore } from "../store/products.js";
import { sendText } from "../http/compress.js";
import { unavailableRetryAfter } from "../http/errors.js";
import { readPageData } from "../render/pageData.js";

/** The rendered page (pageSsr.ts), or null when it cannot be rendered: the shell serves instead. */
async function renderedPage(product: PublicProduct): Promise<string | null> {
  try {
    return await renderedPages.product(product);
  } catch (error) {
    console.error(`product page ${product.id}: rendering failed, serving the shell`, error);
    return null;
  }
}

/**
 * GET /products/{id} (Hosting rewrite): the product's page rendered on the server (decision 009), its
 * head tags included, so visitors see the product before any script runs and crawlers that run none
 * read it all. The product also goes into the page as JSON (embeddedProduct.ts), so the browser
 * hydrates without calling /api/products/{id} again.
 * Without a server build, or when rendering fails, the web app's shell goes out with the product's
 * head tags and the app renders the product in the browser. Unknown ids get the shell with the
 * not-found tags and status 404. When the database cannot be read the shell goes out without product
 * tags as a 503 (temporary, not cached), and the app shows its error state when its own call fails.
 */
export const productPageRouter = Router();

productPageRouter.get("/products/:id", async (req, res) => {
  const id = idParamsSchema.safeParse(req.params);
  const lookup = id.success ? await readPageData(() => productsStore.getPublished(id.data.id), `product page ${id.data.id}: the product`) : { value: null };
  if ("unavailable" in lookup) {
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(unavailableRetryAfter) });
    sendText(req, res, await pageShell(), "text/html; charset=utf-8");
    return;
  }
  const product = lookup.value ? toPublicProduct(lookup.value) : null;
  const page = product ? await renderedPage(product) : null;
  const data: HeadTag[] = product ? [{ kind: "data", id: embeddedProductElementId, data: product }] : [];
  const html = page
    ? injectIntoHead(page, renderHeadTags(data))
    : injectIntoHead(await pageShell(), renderHeadTags(product ? [...productHeadTags(product), ...data] : notFoundHeadTags()));
  res.status(product ? 200 : 404).set("Cache-Control", product ? "public, max-age=60, s-maxage=300" : "public, max-age=60");
  // The page carries its critical CSS (~55 KB); compressed it is a tenth of that.
  sendText(req, res, html, "text/html; charset=utf-8");
});
