import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { publicCache } from "../http/cache.js";
import { sendText } from "../http/compress.js";
import { idParamsSchema } from "@lorawan/contracts/common";
import { toPublicProduct } from "@lorawan/contracts/product";
import { catalogueUrl } from "@lorawan/contracts/catalogueEntry";
import { productsStore } from "../store/products.js";
import { publishedCatalogue } from "../store/publishedCatalogue.js";

/** Public catalogue reads: GET /api/products, GET /api/catalogue and GET /api/products/{id}. */
export const productsRouter = Router();

/**
 * One document read (the catalogue's version) while the catalogue is unchanged; the answer's bytes
 * and their gzip come from memory. The version is the ETag, so a caller holding the current
 * catalogue gets a 304 without the catalogue being read at all.
 */
productsRouter.get("/api/products", publicCache, async (req, res) => {
  const version = await publishedCatalogue.currentVersion();
  res.set("ETag", `W/"${version}"`).vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const catalogue = await publishedCatalogue.at(version);
  sendText(req, res, catalogue.body, "application/json; charset=utf-8");
});

/** The published catalogue as the marketplace's island searches it (issue 46): its entries, cached as GET /api/products is. */
productsRouter.get(catalogueUrl, publicCache, async (req, res) => {
  const version = await publishedCatalogue.currentVersion();
  res.set("ETag", `W/"entries-${version}"`).vary("Accept-Encoding");
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const catalogue = await publishedCatalogue.at(version);
  sendText(req, res, catalogue.entriesBody, "application/json; charset=utf-8");
});

productsRouter.get("/api/products/:id", publicCache, async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const product = await productsStore.getPublished(id);
  if (!product) throw notFound("Product not found");
  res.json(toPublicProduct(product));
});
