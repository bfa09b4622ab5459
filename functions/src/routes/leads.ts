import { Router } from "express";
import { limitFormSubmissions } from "../auth/formRateLimit.js";
import { noStore } from "../http/cache.js";
import { parse } from "../http/errors.js";
import { contactInputSchema, demoRequestInputSchema, type LeadCreated } from "@lorawan/contracts/leads";
import { leadsStore } from "../store/leads.js";
import { quoteLines } from "../store/quoteLines.js";

/**
 * Public lead forms: POST /api/demo-request (spec 7) and POST /api/contact (the call the spec
 * leaves out, into contact_submissions), limited together per client address. Leads carry
 * personal data: log ids only.
 */
export const leadsRouter = Router();

leadsRouter.post("/api/demo-request", noStore, limitFormSubmissions, async (req, res) => {
  const { items, ...input } = parse(demoRequestInputSchema, req.body);
  const id = await leadsStore.addDemoRequest(input, await quoteLines(items));
  console.info(`demo request ${id} stored${items.length > 0 ? ` with ${items.length} quote lines` : ""}`);
  res.status(201).json({ id, message: "Thank you! We will get back to you within 24 hours." } satisfies LeadCreated);
});

leadsRouter.post("/api/contact", noStore, limitFormSubmissions, async (req, res) => {
  const input = parse(contactInputSchema, req.body);
  const id = await leadsStore.addContactSubmission(input);
  console.info(`contact submission ${id} stored`);
  res.status(201).json({ id, message: "Thank you! We will get back to you within 24 hours." } satisfies LeadCreated);
});

/** Admin Leads tab (mounted behind requireAdmin): newest first. */
export const adminLeadsRouter = Router();

adminLeadsRouter.get("/api/admin/demo-requests", async (_req, res) => {
  res.json(await leadsStore.listDemoRequests());
});

adminLeadsRouter.get("/api/admin/contact-submissions", async (_req, res) => {
  res.json(await leadsStore.listContactSubmissions());
});
