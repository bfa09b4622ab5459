import { Router } from "express";
import { noStore } from "../http/cache.js";

/** GET /api/health: the function is loaded and answering (the local stack waits for it). */
export const healthRouter = Router();

healthRouter.get("/api/health", noStore, (_req, res) => {
  res.json({ ok: true });
});
