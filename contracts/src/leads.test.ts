import { describe, expect, it } from "vitest";
import { contactInputSchema, controlCharacterMessage, demoRequestInputSchema } from "./leads.js";

const demoRequest = { firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Analytical Engines" };
const contact = { name: "Ada Lovelace", email: "ada@example.com", subject: "Gateways", message: "Which gateway?" };

/** The fields a refusal names, with their messages. */
const refused = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);

describe("public form text (issue 47)", () => {
  it("refuses a NUL or another control character in any field, naming it", () => {
    expect(refused(demoRequestInputSchema.safeParse({ ...demoRequest, firstName: "Ada\u0000" }))).toEqual([["firstName", controlCharacterMessage]]);
    expect(refused(demoRequestInputSchema.safeParse({ ...demoRequest, company: "Engines\u001b[31m" }))).toEqual([["company", controlCharacterMessage]]);
    expect(refused(demoRequestInputSchema.safeParse({ ...demoRequest, projectDescription: "50 sensors\u0000" }))).toEqual([
      ["projectDescription", controlCharacterMessage],
    ]);
    expect(refused(demoRequestInputSchema.safeParse({ ...demoRequest, items: [{ productId: 1, quantity: 2, note: "a\u007fb" }] }))).toEqual([
      ["items.0.note", controlCharacterMessage],
    ]);
    expect(refused(contactInputSchema.safeParse({ ...contact, message: "Hi\u0000" }))).toEqual([["message", controlCharacterMessage]]);
    expect(refused(contactInputSchema.safeParse({ ...contact, name: "Ada\u0085" }))).toEqual([["name", controlCharacterMessage]]);
    expect(contactInputSchema.safeParse({ ...contact, email: "ada\u0000@example.com" }).success).toBe(false);
  });

  it("keeps tabs and line breaks in a multi-line field, and refuses them inside a one-line field", () => {
    const lines = "Two sites:\r\n\t- Lyon\n\t- Turin";
    expect(demoRequestInputSchema.parse({ ...demoRequest, projectDescription: lines }).projectDescription).toBe(lines);
    expect(contactInputSchema.parse({ ...contact, message: lines }).message).toBe(lines);
    expect(refused(contactInputSchema.safeParse({ ...contact, subject: "Gate\tways" }))).toEqual([["subject", controlCharacterMessage]]);
    // Trimmed first: a line break pasted at the end of a name is not refused.
    expect(contactInputSchema.parse({ ...contact, name: "Ada Lovelace\n" }).name).toBe("Ada Lovelace");
  });
});
