import type { DemoRequestInputBody } from "@schema/leads";

/** The form holds every field of the payload (spec 3.2) as text; a quote request's items come from its list. */
export type ContactFormValues = Record<Exclude<keyof DemoRequestInputBody, "items">, string>;

export const emptyContactForm: ContactFormValues = { firstName: "", lastName: "", email: "", company: "", industry: "", projectDescription: "" };

/** Spec 5: first name, last name, email and company are required; industry and details are optional. */
export const requiredFields = ["firstName", "lastName", "email", "company"] as const satisfies readonly (keyof ContactFormValues)[];

/** A field of only spaces passes the browser's `required` check but is still missing. */
export const missingRequiredFields = (values: ContactFormValues) => requiredFields.filter((field) => values[field].trim() === "");
