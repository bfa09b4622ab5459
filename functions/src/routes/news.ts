import { Router } from "express";
import { notFound, parse } from "../http/errors.js";
import { idParamsSchema, type MessageAnswer } from "@lorawan/contracts/common";
import { newsInputSchema } from "@lorawan/contracts/news";
import { newsStore } from "../store/news.js";

/** Admin news articles (mounted behind requireAdmin), newest first. */
export const adminNewsRouter = Router();

adminNewsRouter.get("/api/admin/news", async (_req, res) => {
  res.json(await newsStore.list());
});

adminNewsRouter.post("/api/admin/news", async (req, res) => {
  const input = parse(newsInputSchema, req.body);
  res.status(201).json(await newsStore.create(input));
});

adminNewsRouter.put("/api/admin/news/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  const input = parse(newsInputSchema, req.body);
  const news = await newsStore.update(id, input);
  if (!news) throw notFound("News article not found");
  res.json(news);
});

adminNewsRouter.delete("/api/admin/news/:id", async (req, res) => {
  const { id } = parse(idParamsSchema, req.params);
  if (!(await newsStore.delete(id))) throw notFound("News article not found");
  res.json({ message: "News article deleted" } satisfies MessageAnswer);
});
