import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { notFound, parse } from "../http/errors.js";
import { baseVersionOf, idempotencyKeyOf } from "../http/writeConditions.js";
import { idParamsSchema, type MessageAnswer } from "@lorawan/contracts/common";
import { newsInputSchema } from "@lorawan/contracts/news";
import { newsStore } from "../store/news.js";

/** Admin news articles (mounted behind requireAdmin), newest first; Base-Version and Idempotency-Key as decision 030. */
export const adminNewsRouter = Router();

adminNewsRouter.get("/api/admin/news", async (_req, res) => {
  res.json(await newsStore.list());
});

adminNewsRouter.post("/api/admin/news", async (req, res) => {
  const key = idempotencyKeyOf(req);
  const input = parse(newsInputSchema, req.body);
  const { record, replayed } = await newsStore.create(input, { actor: actorOf(res) }, key);
  res.status(replayed ? 200 : 201).json(record);
});

adminNewsRouter.put("/api/admin/news/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const baseVersion = baseVersionOf(req);
  const input = parse(newsInputSchema, req.body);
  const news = await newsStore.update(id, input, { actor: actorOf(res) }, baseVersion);
  if (!news) throw notFound("News article not found");
  res.json(news);
});

adminNewsRouter.delete("/api/admin/news/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  if (!(await newsStore.delete(id, { actor: actorOf(res) }, baseVersionOf(req)))) throw notFound("News article not found");
  res.json({ message: "News article deleted" } satisfies MessageAnswer);
});
