import { Router } from "express";
import { parse } from "../http/errors.js";
import { toCsv, type CsvColumn } from "@lorawan/contracts/csv";
import { activityQuerySchema, type ActivityEntry, type ActivityPage } from "@lorawan/contracts/history";
import { activityStore } from "../store/activity.js";

/** The admin's Activity tab (issue 49, mounted behind requireAdmin): who did what, when. */
export const adminActivityRouter = Router();

adminActivityRouter.get("/api/admin/activity", async (req, res) => {
  const query = parse(activityQuerySchema, req.query);
  res.json((await activityStore.page(query)) satisfies ActivityPage);
});

const columns: CsvColumn<ActivityEntry>[] = [
  { header: "Time (UTC)", value: (entry) => entry.at },
  { header: "Name", value: (entry) => entry.by.name },
  { header: "Email", value: (entry) => entry.by.email ?? entry.by.uid },
  { header: "Action", value: (entry) => entry.action },
  { header: "Kind", value: (entry) => entry.kind },
  { header: "Record id", value: (entry) => entry.recordId },
  { header: "Record", value: (entry) => entry.name },
  { header: "Count", value: (entry) => entry.count },
  { header: "Batch", value: (entry) => entry.batchId },
];

/**
 * The same filters as a CSV attachment, as the leads' export writes it: every field quoted, formula
 * starts defused, CRLF, a byte-order mark so spreadsheets read UTF-8, `activity-YYYY-MM-DD.csv`.
 */
adminActivityRouter.get("/api/admin/activity.csv", async (req, res) => {
  const { cursor: _cursor, limit: _limit, ...query } = parse(activityQuerySchema, req.query);
  const entries = await activityStore.all(query);
  res.set("Content-Type", "text/csv; charset=utf-8");
  res.set("Content-Disposition", `attachment; filename="activity-${new Date().toISOString().slice(0, 10)}.csv"`);
  res.send(`\ufeff${toCsv(entries, columns)}`);
});
