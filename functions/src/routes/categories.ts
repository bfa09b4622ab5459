import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { categoryInputSchema, type CategoryDeleteResult } from "@lorawan/contracts/category";
import { idParamsSchema } from "@lorawan/contracts/common";
import { categoriesStore } from "../store/categories.js";

/** Admin categories (mounted behind requireAdmin). */
export const adminCategoriesRouter = Router();

adminCategoriesRouter.get("/api/admin/categories", async (_req, res) => {
  res.json(await categoriesStore.list());
});

adminCategoriesRouter.post("/api/admin/categories", async (req, res) => {
  const input = parse(categoryInputSchema, req.body);
  res.status(201).json(await categoriesStore.create(input));
});

adminCategoriesRouter.put("/api/admin/categories/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const input = parse(categoryInputSchema, req.body);
  const category = await categoriesStore.update(id, input);
  if (!category) throw notFound("Category not found");
  res.json(category);
});

adminCategoriesRouter.delete("/api/admin/categories/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const detached = await categoriesStore.delete(id);
  if (detached === null) throw notFound("Category not found");
  const message = detached === 0 ? "Category deleted" : `Category deleted; ${detached} product${detached === 1 ? " was" : "s were"} left without a category`;
  res.json({ message, detachedProducts: detached } satisfies CategoryDeleteResult);
});
