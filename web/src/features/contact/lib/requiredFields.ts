import type { DemoRequestInput } from "../api/createDemoRequest";

/** Spec 5: first name, last name, email and company are required; industry and details are optional. */
export const requiredFields = ["firstName", "lastName", "email", "company"] as const satisfies readonly (keyof DemoRequestInput)[];

/** A field of only spaces passes the browser's `required` check but is still missing. */
export const missingRequiredFields = (input: DemoRequestInput) => requiredFields.filter((field) => input[field].trim() === "");
