import { Router } from "express";
import { actorOf } from "../auth/requireAdmin.js";
import { notFound, parse } from "../http/errors.js";
import { baseVersionOf } from "../http/writeConditions.js";
import { idParamsSchema } from "@lorawan/contracts/common";
import { historyKinds, restoreInputSchema, type HistoryKind, type RevisionList } from "@lorawan/contracts/history";
import { historyStore } from "../store/history.js";

/**
 * Revision history and restore of products, news articles and categories (issue 49, mounted behind
 * requireAdmin). A restore is an update like any other: Base-Version, 409 with the current record.
 */
export const adminHistoryRouter = Router();

const notFoundMessage: Record<HistoryKind, string> = { products: "Product not found", news: "News article not found", categories: "Category not found" };

for (const kind of historyKinds) {
  adminHistoryRouter.get(`/api/admin/${kind}/:id/revisions`, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const revisions = await historyStore.revisionsOf(kind, id);
    if (!revisions) throw notFound(notFoundMessage[kind]);
    res.json({ revisions } satisfies RevisionList);
  });

  adminHistoryRouter.post(`/api/admin/${kind}/:id/restore`, async (req, res) => {
    const { id } = parse(idParamsSchema, req.params);
    const baseVersion = baseVersionOf(req);
    const { revisionId } = parse(restoreInputSchema, req.body);
    const record = await historyStore.restore(kind, id, revisionId, actorOf(res), baseVersion);
    if (!record) throw notFound(notFoundMessage[kind]);
    res.json(record);
  });
}
