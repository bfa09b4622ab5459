import { z } from "zod";
import { isoDateSchema, optionalText, requiredText } from "./common.js";
import { industryOptions } from "./industries.js";

export { industryOptions };
const industryValues = industryOptions.map((option) => option.value) as [string, ...string[]];

const emailSchema = z.string().trim().max(254).pipe(z.email("Enter a valid email address"));

/** Body of POST /api/demo-request (spec 3.2, 5): industry and project details are optional. */
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

/** Stored leads as the admin Leads tab reads them (newest first). */
export const demoRequestLeadSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  company: z.string(),
  industry: z.string().nullable(),
  projectDescription: z.string().nullable(),
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
