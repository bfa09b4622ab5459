import { describe, expect, it } from "vitest";
import { changesBetween } from "./revisions.js";

describe("changesBetween", () => {
  it("lists each field whose value differs, with its old and new value, leaving out id and the timestamps", () => {
    const before = { id: 1, name: "Sensor", price: "10.00", tags: ["a"], specifications: { Battery: "5 years" }, createdAt: "x", updatedAt: "y" };
    const after = { ...before, price: "12.50", tags: ["a", "b"], updatedAt: "z" };
    expect(changesBetween(before, after)).toEqual([
      { field: "price", before: "10.00", after: "12.50" },
      { field: "tags", before: ["a"], after: ["a", "b"] },
    ]);
  });

  it("treats a missing record as all fields null: a create's every field, a category delete's every field", () => {
    expect(changesBetween(null, { id: 2, name: "New", model: null })).toEqual([{ field: "name", before: null, after: "New" }]);
    expect(changesBetween({ name: "Gone", parentId: 3 }, null)).toEqual([
      { field: "name", before: "Gone", after: null },
      { field: "parentId", before: 3, after: null },
    ]);
  });

  it("sees a map's change by its entries, not its key order", () => {
    expect(changesBetween({ specifications: { a: "1" } }, { specifications: { a: "2" } })).toHaveLength(1);
    expect(changesBetween({ specifications: { a: "1", b: "2" } }, { specifications: { b: "2", a: "1" } })).toEqual([]);
  });
});
