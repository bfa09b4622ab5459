import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { publicCache } from "../http/cache.js";
import { idParamSchema } from "../schema/common.js";
import { toPublicProduct } from "../schema/product.js";
import { productsStore } from "../store/products.js";

/** Public catalogue reads: GET /api/products and GET /api/products/{id}. */
export const productsRouter = Router();

productsRouter.get("/api/products", publicCache, async (_req, res) => {
  const products = await productsStore.listPublished();
  res.json(products.map(toPublicProduct));
});

productsRouter.get("/api/products/:id", publicCache, async (req, res) => {
  const id = parse(idParamSchema, req.params.id);
  const product = await productsStore.getPublished(id);
  if (!product) throw notFound("Product not found");
  res.json(toPublicProduct(product));
});
