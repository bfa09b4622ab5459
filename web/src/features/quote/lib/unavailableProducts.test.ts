import { describe, expect, it } from "vitest";
import { ApiError } from "~/lib/api";
import { unavailableProducts } from "./unavailableProducts";

const sent = [{ productId: 7 }, { productId: 9 }, { productId: 11 }];
const refusal = (issues: unknown) => new ApiError(400, `400: ${JSON.stringify({ message: "Not available for a quote: product 9, 11", issues })}`);

describe("unavailableProducts", () => {
  it("names the sent products a 400 points at", () => {
    expect(unavailableProducts(refusal([{ path: "items.1.productId" }, { path: "items.2.productId" }]), sent)).toEqual([9, 11]);
  });

  it("names none for any other failure", () => {
    expect(unavailableProducts(refusal([{ path: "email" }]), sent)).toEqual([]);
    expect(unavailableProducts(new ApiError(500, "500: Internal Server Error"), sent)).toEqual([]);
    expect(unavailableProducts(new ApiError(400, "400: not json"), sent)).toEqual([]);
    expect(unavailableProducts(new TypeError("Failed to fetch"), sent)).toEqual([]);
  });
});
