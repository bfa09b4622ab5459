import { demoRequestInputSchema, type DemoRequestInputBody } from "@lorawan/contracts/leads";

/** The form holds every field of the payload (spec 3.2) as text; a quote request's items come from its list. */
export type ContactFormValues = Record<Exclude<keyof DemoRequestInputBody, "items">, string>;

export const emptyContactForm: ContactFormValues = { firstName: "", lastName: "", email: "", company: "", industry: "", projectDescription: "" };

const fields = Object.keys(emptyContactForm) as (keyof ContactFormValues)[];

/**
 * Spec 5: the fields left blank that the request needs. Which fields those are is the server's
 * schema's word (a field is required when an empty value fails it), not a list kept here.
 */
export const missingRequiredFields = (values: ContactFormValues) =>
  fields.filter((field) => values[field].trim() === "" && !demoRequestInputSchema.shape[field].safeParse("").success);
