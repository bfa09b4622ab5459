import { Router, type RequestHandler } from "express";
import { notFound, parse } from "../http/errors.js";
import { publicCache } from "../http/cache.js";
import { sendText, type PreparedText } from "../http/compress.js";
import { idParamsSchema } from "@lorawan/contracts/common";
import { toPublicProduct } from "@lorawan/contracts/product";
import { catalogueUrl } from "@lorawan/contracts/catalogueEntry";
import { productsStore } from "../store/products.js";
import { publishedCatalogue, type PublishedCatalogue } from "../store/publishedCatalogue.js";

/** Public catalogue reads: GET /api/products, GET /api/catalogue and GET /api/products/{id}. */
export const productsRouter = Router();

/**
 * One of the published catalogue's JSON answers: one document read (the catalogue's version) while
 * the catalogue is unchanged; the answer's bytes and their gzip come from memory. The version is
 * the ETag (`tag` of it, one per answer), so a caller holding the current answer gets a 304 without
 * the catalogue being read at all.
 */
const catalogueAnswer =
  (tag: (version: string) => string, body: (catalogue: PublishedCatalogue) => PreparedText): RequestHandler =>
  async (req, res) => {
    const version = await publishedCatalogue.currentVersion();
    res.set("ETag", `W/"${tag(version)}"`).vary("Accept-Encoding");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    sendText(req, res, body(await publishedCatalogue.at(version)), "application/json; charset=utf-8");
  };

productsRouter.get(
  "/api/products",
  publicCache,
  catalogueAnswer(
    (version) => version,
    (catalogue) => catalogue.body,
  ),
);

/** The published catalogue as the marketplace's island searches it (issue 46): its entries. */
productsRouter.get(
  catalogueUrl,
  publicCache,
  catalogueAnswer(
    (version) => `entries-${version}`,
    (catalogue) => catalogue.entriesBody,
  ),
);

productsRouter.get("/api/products/:id", publicCache, async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const product = await productsStore.getPublished(id);
  if (!product) throw notFound("Product not found");
  res.json(toPublicProduct(product));
});
