import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { idParamsSchema, type MessageAnswer } from "@lorawan/contracts/common";
import { productInputSchema, publishInputSchema } from "@lorawan/contracts/product";
import { productsStore } from "../store/products.js";

/** Admin product management (mounted behind requireAdmin): every product, drafts included. */
export const adminProductsRouter = Router();

adminProductsRouter.get("/api/admin/products", async (_req, res) => {
  res.json(await productsStore.listAll());
});

adminProductsRouter.post("/api/admin/products", async (req, res) => {
  const input = parse(productInputSchema, req.body);
  res.status(201).json(await productsStore.create(input));
});

adminProductsRouter.put("/api/admin/products/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const input = parse(productInputSchema, req.body);
  const product = await productsStore.update(id, input);
  if (!product) throw notFound("Product not found");
  res.json(product);
});

adminProductsRouter.patch("/api/admin/products/:id/publish", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const { isPublished } = parse(publishInputSchema, req.body);
  const product = await productsStore.setPublished(id, isPublished);
  if (!product) throw notFound("Product not found");
  res.json(product);
});

adminProductsRouter.delete("/api/admin/products/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  if (!(await productsStore.delete(id))) throw notFound("Product not found");
  res.json({ message: "Product deleted" } satisfies MessageAnswer);
});
