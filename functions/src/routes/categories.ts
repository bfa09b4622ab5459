import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { notFound, parse } from "../http/errors.js";
import { baseVersionOf, idempotencyKeyOf } from "../http/writeConditions.js";
import { categoryInputSchema, type CategoryDeleteResult } from "@lorawan/contracts/category";
import { idParamsSchema } from "@lorawan/contracts/common";
import { categoriesStore } from "../store/categories.js";

/** Admin categories (mounted behind requireAdmin); Base-Version and Idempotency-Key as decision 030. */
export const adminCategoriesRouter = Router();

adminCategoriesRouter.get("/api/admin/categories", async (_req, res) => {
  res.json(await categoriesStore.list());
});

adminCategoriesRouter.post("/api/admin/categories", async (req, res) => {
  const key = idempotencyKeyOf(req);
  const input = parse(categoryInputSchema, req.body);
  const { record, replayed } = await categoriesStore.create(input, { actor: actorOf(res) }, key);
  res.status(replayed ? 200 : 201).json(record);
});

adminCategoriesRouter.put("/api/admin/categories/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const baseVersion = baseVersionOf(req);
  const input = parse(categoryInputSchema, req.body);
  const category = await categoriesStore.update(id, input, { actor: actorOf(res) }, baseVersion);
  if (!category) throw notFound("Category not found");
  res.json(category);
});

adminCategoriesRouter.delete("/api/admin/categories/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const detached = await categoriesStore.delete(id, { actor: actorOf(res) }, baseVersionOf(req));
  if (detached === null) throw notFound("Category not found");
  const message = detached === 0 ? "Category deleted" : `Category deleted; ${detached} product${detached === 1 ? " was" : "s were"} left without a category`;
  res.json({ message, detachedProducts: detached } satisfies CategoryDeleteResult);
});
