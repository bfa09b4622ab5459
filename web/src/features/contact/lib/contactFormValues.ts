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

/** Why a form sent without JavaScript was not taken, in the words the toasts use (spec 4, 8). */
export interface ContactFormProblem {
  title: string;
  description: string;
}

/** Spec 5's words for a required field left blank. */
export const requiredFieldsMissing: ContactFormProblem = { title: "Required Fields Missing", description: "Please fill in all required fields." };

/** Spec 8's words for a request that failed. */
export const requestFailed: ContactFormProblem = { title: "Error", description: "Failed to submit your request. Please try again." };

/** The form's fields from what a browser sent: each field once, as text; anything else left out. */
export function contactFormValuesOf(form: FormData): ContactFormValues {
  const values = { ...emptyContactForm };
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
