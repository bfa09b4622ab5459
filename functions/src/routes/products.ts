import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { publicCache } from "../http/cache.js";
import { sendText } from "../http/compress.js";
import { idParamSchema } from "../schema/common.js";
import { toPublicProduct } from "../schema/product.js";
import { productsStore } from "../store/products.js";

/** Public catalogue reads: GET /api/products and GET /api/products/{id}. */
export const productsRouter = Router();

productsRouter.get("/api/products", publicCache, async (req, res) => {
  const products = await productsStore.listPublished();
  sendText(req, res, JSON.stringify(products.map(toPublicProduct)), "application/json; charset=utf-8");
});

productsRouter.get("/api/products/:id", publicCache, async (req, res) => {
  const id = parse(idParamSchema, req.params.id);
  const product = await productsStore.getPublished(id);
  if (!product) throw notFound("Product not found");
  res.json(toPublicProduct(product));
});
