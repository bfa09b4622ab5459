import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { notFound, parse } from "../http/errors.js";
import { trashEmptyInputSchema, trashRestoreInputSchema, type TrashEmptyResult, type TrashList, type TrashRestoreResult } from "@lorawan/contracts/history";
import { trashStore } from "../store/trash.js";

/** The admin's Trash (issue 49, mounted behind requireAdmin): deleted products and news articles. */
export const adminTrashRouter = Router();

adminTrashRouter.get("/api/admin/trash", async (_req, res) => {
  res.json({ items: await trashStore.list() } satisfies TrashList);
});

/** Chosen items, or every item of one delete request still in the trash. */
adminTrashRouter.post("/api/admin/trash/restore", async (req, res) => {
  const input = parse(trashRestoreInputSchema, req.body);
  const refs = "items" in input ? input.items : await trashStore.refsOfBatch(input.batchId);
  if (refs.length === 0) throw notFound("Nothing of this delete is in the trash");
  const restored = await trashStore.restore(refs, actorOf(res));
  console.info(`trash: restored ${restored.length}`);
  res.json({ restored } satisfies TrashRestoreResult);
});

adminTrashRouter.post("/api/admin/trash/empty", async (req, res) => {
  const input = parse(trashEmptyInputSchema, req.body);
  const removed = await trashStore.empty(input, actorOf(res));
  console.info(`trash: removed ${removed} for good`);
  res.json({ removed } satisfies TrashEmptyResult);
});
