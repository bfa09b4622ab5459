import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { sendLargeText, sendText } from "../http/compress.js";
import { notFound, parse } from "../http/errors.js";
import { baseVersionOf, idempotencyKeyOf } from "../http/writeConditions.js";
import { idParamsSchema, type MessageAnswer } from "@lorawan/contracts/common";
import {
  adminProductsQuerySchema,
  bulkProductInputSchema,
  productInputSchema,
  publishInputSchema,
  type BulkProductInput,
  type BulkProductResult,
  toProductSummary,
} from "@lorawan/contracts/product";
import { adminProductList, adminProductRecords } from "../store/adminProductList.js";
import { productsStore } from "../store/products.js";

/**
 * Admin product management (mounted behind requireAdmin): every product, drafts included. Writes
 * honour Base-Version and creates Idempotency-Key (decision 030).
 */
export const adminProductsRouter = Router();

/**
 * Every product; with `?view=summary` in the list's shape (the admin's list, issue 21); both from
 * memory while no product has changed (store/adminProductList.ts). Sent compressed when the caller accepts
 * it: at 1,000 products the full list is megabytes of JSON.
 */
adminProductsRouter.get("/api/admin/products", async (req, res) => {
  const { view } = parse(adminProductsQuerySchema, req.query);
  if (view === "summary") sendText(req, res, await adminProductList.current(), "application/json; charset=utf-8");
  else await sendLargeText(req, res, await adminProductRecords.current(), "application/json; charset=utf-8");
});

const bulkDone: Record<BulkProductInput["action"], string> = {
  publish: "Published",
  unpublish: "Unpublished",
  setCategory: "Moved",
  delete: "Deleted",
};

/**
 * One action on many products, all or nothing (issue 21), answering the changed products in the
 * list's shape with their new versions (issue 31). The admin sends a larger selection in chunks of
 * `bulkProductLimit`. Registered before /:id routes.
 */
adminProductsRouter.post("/api/admin/products/bulk", async (req, res) => {
  const input = parse(bulkProductInputSchema, req.body);
  const { count, products } = await productsStore.bulk(input, actorOf(res));
  const message = `${bulkDone[input.action]} ${count} product${count === 1 ? "" : "s"}`;
  res.json({ message, count, products: products.map(toProductSummary) } satisfies BulkProductResult);
});

adminProductsRouter.get("/api/admin/products/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const product = await productsStore.get(id);
  if (!product) throw notFound("Product not found");
  res.json(product);
});

/** A repeated key answers 200 with the product the first request created (201 the first time). */
adminProductsRouter.post("/api/admin/products", async (req, res) => {
  const key = idempotencyKeyOf(req);
  const input = parse(productInputSchema, req.body);
  const { record, replayed } = await productsStore.create(input, { actor: actorOf(res) }, key);
  res.status(replayed ? 200 : 201).json(record);
});

adminProductsRouter.put("/api/admin/products/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const baseVersion = baseVersionOf(req);
  const input = parse(productInputSchema, req.body);
  const product = await productsStore.update(id, input, { actor: actorOf(res) }, baseVersion);
  if (!product) throw notFound("Product not found");
  res.json(product);
});

adminProductsRouter.patch("/api/admin/products/:id/publish", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const baseVersion = baseVersionOf(req);
  const { isPublished } = parse(publishInputSchema, req.body);
  const product = await productsStore.setPublished(id, isPublished, { actor: actorOf(res) }, baseVersion);
  if (!product) throw notFound("Product not found");
  res.json(product);
});

adminProductsRouter.delete("/api/admin/products/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  if (!(await productsStore.delete(id, { actor: actorOf(res) }, baseVersionOf(req)))) throw notFound("Product not found");
  res.json({ message: "Product deleted" } satisfies MessageAnswer);
});
