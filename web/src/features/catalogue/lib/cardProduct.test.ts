import { describe, expect, it } from "vitest";
import { publicProduct } from "~/test/publicProduct";
import { featuredProducts } from "./cardProduct";
import { teaser } from "./teaser";

describe("the home page's featured products", () => {
  it("are the first 4 of the catalogue, in its order", () => {
    const catalogue = [9, 4, 12, 7, 30, 2].map((id) => publicProduct({ id, name: `Product ${id}` }));
    expect(featuredProducts(catalogue).map((product) => product.id)).toEqual([9, 4, 12, 7]);
    expect(featuredProducts(catalogue.slice(0, 2))).toHaveLength(2);
    expect(featuredProducts([])).toEqual([]);
  });

  it("carry what a card shows and nothing else, since the page writes them into its HTML", () => {
    const [featured] = featuredProducts([publicProduct({ specifications: { Range: "15 km" }, datasheet: "/api/files/wq-900.pdf", prices: [] })]);
    expect(Object.keys(featured!).sort()).toEqual(
      ["category", "currency", "description", "id", "image", "lorawan", "manufacturer", "minOrderQty", "name", "price", "shortDescription"].sort(),
    );
    expect(featured).toMatchObject({ id: 7, name: "WQ-900 Water Quality Probe", price: "1499.00", currency: "USD", minOrderQty: 1 });
  });

  it("carry the text the card shows, the short description first, cut to the card's teaser", () => {
    const long = `${"A long description of a sensor. ".repeat(20)}`;
    const [short, cut] = featuredProducts([publicProduct({ shortDescription: "Short.", description: long }), publicProduct({ description: long })]);
    expect(short).toMatchObject({ shortDescription: null, description: "Short." });
    expect(cut!.description).toBe(teaser(long));
    expect(cut!.description.length).toBeLessThan(long.length);
  });
});
