import { Router } from "express";
import { idParamSchema } from "../schema/common.js";
import { toPublicProduct } from "../schema/product.js";
import { injectIntoHead, renderHeadTags, type HeadTag } from "../render/html.js";
import { embeddedProductElementId } from "../schema/embeddedProduct.js";
import { notFoundHeadTags, productHeadTags } from "../render/productHead.js";
import { pageShell } from "../render/shell.js";
import { productsStore } from "../store/products.js";
import { sendText } from "../http/compress.js";
import { unavailableRetryAfter } from "../http/errors.js";
import { config } from "../config.js";

/** How long the page waits for the product before it serves the shell without it (well within
 * the request deadline, which would answer JSON). */
const productLookupMs = () => Math.min(3000, config().requestDeadlineMs / 2);

type Lookup = { product: Awaited<ReturnType<typeof productsStore.getPublished>> } | { unavailable: true };

/** The published product, or `unavailable` when the database fails or is slow to answer. */
async function lookUp(id: number): Promise<Lookup> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Lookup>((resolve) => {
    timer = setTimeout(() => resolve({ unavailable: true }), productLookupMs());
  });
  try {
    return await Promise.race([productsStore.getPublished(id).then((product) => ({ product })), timeout]);
  } catch (error) {
    console.error(`product page ${id}: the product could not be read`, error);
    return { unavailable: true };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /products/{id} (Hosting rewrite): the web app's shell with that product's head tags, so
 * crawlers that run no JavaScript see its title, description, canonical, image and JSON-LD. The
 * browser then hydrates the app, which shows the product embedded in the page (embeddedProduct.ts)
 * without calling /api/products/{id} again.
 * When the database cannot be read the page still renders: the shell goes out without product tags
 * as a 503 (temporary, not cached), and the app shows its error state when its own call fails.
 */
export const productPageRouter = Router();

productPageRouter.get("/products/:id", async (req, res) => {
  const id = idParamSchema.safeParse(req.params.id);
  const lookup: Lookup = id.success ? await lookUp(id.data) : { product: null };
  if ("unavailable" in lookup) {
    res.status(503).set({ "Cache-Control": "no-store", "Retry-After": String(unavailableRetryAfter) });
    sendText(req, res, await pageShell(), "text/html; charset=utf-8");
    return;
  }
  const { product } = lookup;
  const publicProduct = product ? toPublicProduct(product) : null;
  const tags: HeadTag[] = publicProduct
    ? [...productHeadTags(publicProduct), { kind: "data", id: embeddedProductElementId, data: publicProduct }]
    : notFoundHeadTags();
  const html = injectIntoHead(await pageShell(), renderHeadTags(tags));
  res
    .status(product ? 200 : 404)
    .set("Cache-Control", product ? "public, max-age=60, s-maxage=300" : "public, max-age=60");
  // The shell carries the page's critical CSS (~55 KB); compressed it is a tenth of that.
  sendText(req, res, html, "text/html; charset=utf-8");
});
