import { z } from "zod";
import { isoDateSchema, optionalText, requiredText } from "./common.js";
import { industryOptions } from "./industries.js";

export { industryOptions };
const industryValues = industryOptions.map((option) => option.value) as [string, ...string[]];

const emailSchema = z.string().trim().max(254).pipe(z.email("Enter a valid email address"));

/** A quote request lists at most this many products, each at most this many times (issue 23). */
export const maxQuoteLines = 50;
export const maxQuoteQuantity = 1_000_000;

/** One line of a quote request: a published product, how many, and what the buyer adds. */
export const quoteItemInputSchema = z.object({
  productId: z.number({ error: "Choose a product" }).int().positive("Choose a product"),
  quantity: z
    .number({ error: "Enter a quantity" })
    .int("Enter a whole number")
    .min(1, "Enter a quantity of at least 1")
    .max(maxQuoteQuantity, `Enter a quantity of at most ${maxQuoteQuantity.toLocaleString("en-US")}`),
  note: optionalText(1000),
});
export type QuoteItemInput = z.infer<typeof quoteItemInputSchema>;
export type QuoteItemInputBody = z.input<typeof quoteItemInputSchema>;

const quoteItemsSchema = z
  .array(quoteItemInputSchema)
  .max(maxQuoteLines, `A quote request lists at most ${maxQuoteLines} products`)
  .superRefine((items, ctx) => {
    const seen = new Set<number>();
    items.forEach((item, index) => {
      if (seen.has(item.productId)) ctx.addIssue({ code: "custom", path: [index, "productId"], message: `Product ${item.productId} is listed more than once` });
      seen.add(item.productId);
    });
  })
  .nullish()
  .transform((items) => items ?? []);

/**
 * Body of POST /api/demo-request (spec 3.2, 5): industry and project details are optional, and so
 * are the items of a quote request (/quote).
 */
export const demoRequestInputSchema = z.object({
  firstName: requiredText(100),
  lastName: requiredText(100),
  email: emailSchema,
  company: requiredText(200),
  industry: z
    .union([z.enum(industryValues), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  projectDescription: optionalText(5000),
  items: quoteItemsSchema,
});
export type DemoRequestInput = z.infer<typeof demoRequestInputSchema>;
export type DemoRequestInputBody = z.input<typeof demoRequestInputSchema>;

/** Body of POST /api/contact (spec 3.1 contact_submissions: all fields required). */
export const contactInputSchema = z.object({
  name: requiredText(200),
  email: emailSchema,
  subject: requiredText(300),
  message: requiredText(5000),
});
export type ContactInput = z.infer<typeof contactInputSchema>;
export type ContactInputBody = z.input<typeof contactInputSchema>;

/** Answer of both public lead calls (201). */
export const leadCreatedSchema = z.object({ id: z.string(), message: z.string() });
export type LeadCreated = z.infer<typeof leadCreatedSchema>;

/** A quote line as stored with its demo request: the product's name and price at the time it was sent. */
export const quoteLineSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  /** The product's price then, as the catalogue gives it (a decimal string), or null without one. */
  price: z.string().nullable(),
  currency: z.string(),
  quantity: z.number().int(),
  note: z.string().nullable(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

/** Stored leads as the admin Leads tab reads them (newest first). */
export const demoRequestLeadSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  industry: z.string().nullable(),
  projectDescription: z.string().nullable(),
  /** The products of a quote request; empty for a plain demo request. */
  items: z.array(quoteLineSchema),
  createdAt: isoDateSchema,
});
export type DemoRequestLead = z.infer<typeof demoRequestLeadSchema>;
export const demoRequestLeadListSchema = z.array(demoRequestLeadSchema);

export const contactSubmissionLeadSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: isoDateSchema,
});
export type ContactSubmissionLead = z.infer<typeof contactSubmissionLeadSchema>;
export const contactSubmissionLeadListSchema = z.array(contactSubmissionLeadSchema);
