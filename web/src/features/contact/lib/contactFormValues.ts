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

/**
 * What the form says about a send (spec 4, 5, 8): in a toast once its code runs, and on the page the
 * function answers when the browser sent it (decision 085).
 */
export interface ContactFormMessage {
  title: string;
  description: string;
}

/** Spec 5's words for a required field left blank. */
export const requiredFieldsMissing: ContactFormMessage = { title: "Required Fields Missing", description: "Please fill in all required fields." };

/** Spec 8's words for a request that failed. */
export const requestFailed: ContactFormMessage = { title: "Error", description: "Failed to submit your request. Please try again." };

/** Spec 4's words for a request sent. */
export const requestSent: ContactFormMessage = {
  title: "Message Sent Successfully!",
  description: "Thank you for contacting us. We'll get back to you within 24 hours.",
};

/** The form's fields from what a browser sent: each field once, as text; anything else left out. */
export function contactFormValuesOf(form: FormData): ContactFormValues {
  const values = { ...emptyContactForm };
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value;
  }
  return values;
}
