import { describe, expect, it } from "vitest";
import { emptyContactForm, missingRequiredFields } from "./contactFormValues";

describe("missingRequiredFields (spec 5)", () => {
  const complete = { ...emptyContactForm, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Engines Ltd" };
  it("accepts the four required fields without industry or project details", () => {
    expect(missingRequiredFields(complete)).toEqual([]);
  });
  it("reports empty and blank required fields, as the server's schema requires them", () => {
    expect(missingRequiredFields({ ...complete, company: "   ", email: "" })).toEqual(["email", "company"]);
    expect(missingRequiredFields(emptyContactForm)).toEqual(["firstName", "lastName", "email", "company"]);
  });
});
