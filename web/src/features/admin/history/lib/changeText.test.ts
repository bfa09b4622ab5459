import { describe, expect, it } from "vitest";
import { diffLines, shortened, valueText } from "./changeText";

describe("valueText", () => {
  it("reads nothing as (empty) and booleans as Yes or No", () => {
    expect([null, undefined, "", [], {}].map(valueText)).toEqual(["(empty)", "(empty)", "(empty)", "(empty)", "(empty)"]);
    expect([true, false].map(valueText)).toEqual(["Yes", "No"]);
  });

  it("shows numbers and text as they are, and an instant as a date and time", () => {
    expect(valueText(12)).toBe("12");
    expect(valueText("49.00")).toBe("49.00");
    expect(valueText("2026-11-29T10:15:00.000Z")).toBe(new Date("2026-11-29T10:15:00.000Z").toLocaleString());
  });

  it("lists items one after another and objects by their values", () => {
    expect(valueText(["EU868", "US915"])).toBe("EU868; US915");
    expect(valueText([{ name: "Shop", url: "https://shop.example", regions: ["DE", "FR"] }])).toBe("Shop - https://shop.example - DE, FR");
    expect(valueText({ Range: "15 km", "Battery Life": "10 years" })).toBe("Range: 15 km; Battery Life: 10 years");
  });
});

describe("shortened", () => {
  it("leaves short text alone and cuts long text at a word, marked with an ellipsis", () => {
    expect(shortened("A short description")).toEqual({ text: "A short description", cut: false });
    const long = "word ".repeat(40).trim();
    const { text, cut } = shortened(long, 50);
    expect(cut).toBe(true);
    expect(text).toBe(`${"word ".repeat(10).trim()}…`);
  });
});

describe("diffLines", () => {
  it("labels each field and shows its old and new value", () => {
    expect(
      diffLines(
        [
          { field: "price", before: "49.00", after: "59.00" },
          { field: "isPublished", before: false, after: true },
        ],
        { price: "Price", isPublished: "Published" },
      ),
    ).toEqual([
      { key: "price", label: "Price", before: "49.00", after: "59.00" },
      { key: "isPublished", label: "Published", before: "No", after: "Yes" },
    ]);
  });

  it("shows a field without a label by its name", () => {
    expect(diffLines([{ field: "secondIpRating", before: null, after: "IP68" }])).toEqual([
      { key: "secondIpRating", label: "secondIpRating", before: "(empty)", after: "IP68" },
    ]);
  });

  it("shows only the keys of a map that changed, one line each", () => {
    const change = { field: "specifications", before: { Range: "10 km", Weight: "90 g" }, after: { Range: "15 km", Weight: "90 g", IP: "67" } };
    expect(diffLines([change], { specifications: "Specifications" })).toEqual([
      { key: "specifications.Range", label: "Specifications: Range", before: "10 km", after: "15 km" },
      { key: "specifications.IP", label: "Specifications: IP", before: "(empty)", after: "67" },
    ]);
  });
});
