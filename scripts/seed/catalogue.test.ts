import { describe, expect, it } from "vitest";
import { productInputSchema } from "@lorawan/contracts/product";
import { products } from "./catalogue.ts";

// Issue 22: the demo catalogue answers a buyer's first questions (region, sensors, sealing).
describe("the seeded catalogue", () => {
  it("passes the admin's own validation, regions, sensors and IP rating included", () => {
    for (const { slug: _slug, accent: _accent, device: _device, category: _category, ...fields } of products) {
      const parsed = productInputSchema.safeParse(fields);
      expect(parsed.error?.issues ?? [], fields.name).toEqual([]);
      expect([...(parsed.data?.regions ?? [])].sort()).toEqual([...fields.regions].sort());
      expect([...(parsed.data?.sensors ?? [])].sort()).toEqual([...fields.sensors].sort());
      expect(parsed.data?.ipRating).toBe(fields.ipRating);
    }
  });

  it("gives every product its regions and an IP rating, and every sensor product its sensors", () => {
    for (const product of products) {
      expect(product.regions.length, product.name).toBeGreaterThan(0);
      expect(product.ipRating, product.name).toMatch(/^IP[0-9]{2}$/);
      if (product.category !== "Gateways") expect(product.sensors.length, product.name).toBeGreaterThan(0);
    }
  });

  it("has at least 20 products with regions, sensors and an IP rating (all seeded products are published)", () => {
    expect(products.filter((p) => p.regions.length > 0 && p.sensors.length > 0 && p.ipRating).length).toBeGreaterThanOrEqual(20);
  });
});
