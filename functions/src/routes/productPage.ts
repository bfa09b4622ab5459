import { Router } from "express";
import { idParamSchema } from "../schema/common.js";
import { toPublicProduct } from "../schema/product.js";
import { injectIntoHead, renderHeadTags } from "../render/html.js";
import { notFoundHeadTags, productHeadTags } from "../render/productHead.js";
import { pageShell } from "../render/shell.js";
import { productsStore } from "../store/products.js";
import { sendText } from "../http/compress.js";

/**
 * GET /products/{id} (Hosting rewrite): the web app's shell with that product's head tags, so
 * crawlers that run no JavaScript see its title, description, canonical, image and JSON-LD. The
 * browser then hydrates the app, which fetches /api/products/{id} itself.
 */
export const productPageRouter = Router();

productPageRouter.get("/products/:id", async (req, res) => {
  const id = idParamSchema.safeParse(req.params.id);
  const product = id.success ? await productsStore.getPublished(id.data) : null;
  const tags = product ? productHeadTags(toPublicProduct(product)) : notFoundHeadTags();
  const html = injectIntoHead(await pageShell(), renderHeadTags(tags));
  res
    .status(product ? 200 : 404)
    .set("Cache-Control", product ? "public, max-age=60, s-maxage=300" : "public, max-age=60");
  // The shell carries the page's critical CSS (~55 KB); compressed it is a tenth of that.
  sendText(req, res, html, "text/html; charset=utf-8");
});
