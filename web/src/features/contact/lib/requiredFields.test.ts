import { describe, expect, it } from "vitest";
import { emptyContactForm, missingRequiredFields } from "./requiredFields";

describe("missingRequiredFields (spec 5)", () => {
  const complete = { ...emptyContactForm, firstName: "Ada", lastName: "Lovelace", email: "ada@example.com", company: "Engines Ltd" };
  it("accepts the four required fields without industry or project details", () => {
    expect(missingRequiredFields(complete)).toEqual([]);
  });
  it("reports empty and blank required fields", () => {
    expect(missingRequiredFields({ ...complete, company: "   ", email: "" })).toEqual(["email", "company"]);
  });
});
