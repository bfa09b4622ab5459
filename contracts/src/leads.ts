import { z } from "zod";
import { isoDateSchema, optionalText, requiredText } from "./common.js";
import { industryOptions } from "./industries.js";

export { industryOptions };
const industryValues = industryOptions.map((option) => option.value) as [string, ...string[]];

const emailSchema = z.string().trim().max(254).pipe(z.email("Enter a valid email address"));

/*
 * No keyboard types a control character (NUL, the rest of C0, DEL, C1), and a NUL was stored from
 * the contact form as sent (issue 47): public form text refuses them with a 400, the API's JSON and
 * the form sent without JavaScript alike, since both parse with these schemas (decision 102). A
 * multi-line field keeps tab and line breaks (a browser sends a textarea's lines as CRLF).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above, less tab, line feed and carriage return
const controlCharacterInLines = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
export const controlCharacterMessage = "Remove the control characters (such as NUL) from this text";

const without = (pattern: RegExp) => (text: string | null) => text === null || !pattern.test(text);

/** A one-line field of a public form: required, trimmed, capped, without control characters. */
const formLine = (max: number) => requiredText(max).refine(without(controlCharacter), controlCharacterMessage);

/** A multi-line field of a public form, required or not: tabs and line breaks kept. */
const formLines = (max: number) => requiredText(max).refine(without(controlCharacterInLines), controlCharacterMessage);
const optionalFormLines = (max: number) => optionalText(max).refine(without(controlCharacterInLines), controlCharacterMessage);

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
  note: optionalFormLines(1000),
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
  firstName: formLine(100),
  lastName: formLine(100),
  email: emailSchema,
  company: formLine(200),
  industry: z
    .union([z.enum(industryValues), z.literal(""), z.null()])
    .optional()
    .transform((value) => (value ? value : null)),
  projectDescription: optionalFormLines(5000),
  items: quoteItemsSchema,
});
export type DemoRequestInput = z.infer<typeof demoRequestInputSchema>;
export type DemoRequestInputBody = z.input<typeof demoRequestInputSchema>;

/** Body of POST /api/contact (spec 3.1 contact_submissions: all fields required). */
export const contactInputSchema = z.object({
  name: formLine(200),
  email: emailSchema,
  subject: formLine(300),
  message: formLines(5000),
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
