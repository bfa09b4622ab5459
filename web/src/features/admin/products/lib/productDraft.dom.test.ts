import { beforeEach, describe, expect, it } from "vitest";
import { clearDraft, readDraft, writeDraft } from "./productDraft";
import { toFormValues } from "./productForm";

describe("product drafts", () => {
  beforeEach(() => window.localStorage.clear());

  it("keeps a draft per product, and one for a new product", () => {
    const values = { ...toFormValues(), name: "Half-typed sensor" };
    writeDraft(undefined, values, new Date("2026-01-02T03:04:05Z"));
    writeDraft(7, { ...values, name: "Edited" });
    expect(readDraft(undefined)).toEqual({ values, savedAt: "2026-01-02T03:04:05.000Z" });
    expect(readDraft(7)?.values.name).toBe("Edited");
    clearDraft(undefined);
    expect(readDraft(undefined)).toBeNull();
    expect(readDraft(7)).not.toBeNull();
  });

  it("ignores unreadable drafts", () => {
    window.localStorage.setItem("admin.productDraft.new", "{not json");
    expect(readDraft(undefined)).toBeNull();
    window.localStorage.setItem("admin.productDraft.new", JSON.stringify({ values: { name: "x" } }));
    expect(readDraft(undefined)).toBeNull();
  });
});
