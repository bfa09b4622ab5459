import { describe, expect, it } from "vitest";
import { specificationsMap, toFormValues, toProductBody } from "./productForm";

const categories = [
  { id: 3, name: "Temperature Sensors" },
  { id: 4, name: "Gateways" },
];

function form(overrides: Partial<ReturnType<typeof toFormValues>> = {}) {
  return { ...toFormValues(), name: " Probe ", manufacturer: "Acme", description: "A probe", ...overrides };
}

describe("product form (spec 3.2, 5)", () => {
  it("starts from the spec 9.1 defaults", () => {
    const values = toFormValues();
    expect(values).toMatchObject({ currency: "USD", availability: "Available", minOrderQty: "1", sortOrder: "0", isActive: true, isFeatured: false, isPublished: false, lorawan: true, categoryId: "none" });
  });

  it("keeps only rows with both key and value", () => {
    expect(
      specificationsMap([
        { key: "Range", value: "15 km" },
        { key: "  ", value: "x" },
        { key: "IP Rating", value: " " },
        { key: " IP Rating ", value: " IP67 " },
      ]),
    ).toEqual({ Range: "15 km", "IP Rating": "IP67" });
  });

  it("lets the standard keys overwrite the matching fields", () => {
    const body = toProductBody(
      form({
        range: "2 km",
        specifications: [
          { key: "Manufacturer", value: "Globex" },
          { key: "Range", value: "15 km" },
          { key: "Battery Life", value: "10 years" },
          { key: "Operating Temperature", value: "-40 to +85°C" },
          { key: "Weight", value: "" },
        ],
      }),
      categories,
    );
    expect(body).toMatchObject({ manufacturer: "Globex", range: "15 km", batteryLife: "10 years", operatingTemp: "-40 to +85°C", weight: null });
    expect(body.specifications).toEqual({ Manufacturer: "Globex", Range: "15 km", "Battery Life": "10 years", "Operating Temperature": "-40 to +85°C" });
  });

  it("maps empty price to null, category none to no category, and lists per line", () => {
    const body = toProductBody(form({ price: " ", features: "Long range\n\nIP67", tags: "a\nb" }), categories);
    expect(body).toMatchObject({ name: "Probe", price: null, categoryId: null, category: null, features: ["Long range", "IP67"], tags: ["a", "b"] });
    expect(toProductBody(form({ price: "129.00", categoryId: "4" }), categories)).toMatchObject({ price: "129.00", categoryId: 4, category: "Gateways" });
  });

  it("uses the typed code for a Custom currency", () => {
    expect(toProductBody(form({ currency: "Custom", customCurrency: "chf" }), categories).currency).toBe("CHF");
    expect(toProductBody(form({ currency: "EUR" }), categories).currency).toBe("EUR");
  });
});
