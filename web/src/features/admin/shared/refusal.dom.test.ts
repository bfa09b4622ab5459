import { productInputSchema } from "@lorawan/contracts/product";
import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { fieldErrorsOf, localRefusal, refusalOf } from "./refusal";

describe("refusals", () => {
  it("puts the server's issues on their fields and reads the first as the reason", () => {
    const body = { message: "Invalid request", issues: [{ path: "price", message: "Price must be a number with at most 2 decimal places" }] };
    const refusal = refusalOf(new ApiError(400, `400: ${JSON.stringify(body)}`, body));
    expect(refusal).toMatchObject({ reason: "Price must be a number with at most 2 decimal places", fieldErrors: { price: body.issues[0]!.message }, sessionEnded: false });
  });

  it("keeps a 409's message and the current record of a stale write", () => {
    const body = { message: "This product was changed by someone else after you opened it", current: { id: 3, updatedAt: "2026-01-01T00:00:00.000Z" } };
    const refusal = refusalOf(new ApiError(409, "409: ...", body));
    expect(refusal.reason).toBe(body.message);
    expect(refusal.current).toEqual(body.current);
  });

  it("says the session ended on a 401, and that the server could not be reached on a network failure", () => {
    expect(refusalOf(new ApiError(401, "401: {}", { message: "Authentication required" })).sessionEnded).toBe(true);
    expect(refusalOf(new TypeError("Failed to fetch")).reason).toMatch(/could not be reached/);
  });

  it("checks a body with the server's own schema before it is sent", () => {
    expect(localRefusal(productInputSchema, { name: "A", manufacturer: "B", description: "C", price: "12.345" })?.fieldErrors).toEqual({
      price: "Price must be a number with at most 2 decimal places",
    });
    expect(localRefusal(productInputSchema, { name: "A", manufacturer: "B", description: "C", price: "12.34" })).toBeNull();
  });

  it("files a nested path under its field, first message first", () => {
    expect(fieldErrorsOf([{ path: ["specifications", "Range"], message: "Too long" }, { path: "specifications", message: "Second" }])).toEqual({ specifications: "Too long" });
  });
});
