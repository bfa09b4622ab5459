import type { TrashItem } from "@lorawan/contracts/history";
import { describe, expect, it } from "vitest";
import { itemsText, purgedAfter, trashGroups } from "./trashGroups";

const by = { uid: "u1", email: "admin@example.com", name: null };
const item = (id: number, batchId: string, kind: TrashItem["kind"] = "products"): TrashItem => ({
  kind,
  id,
  name: `Item ${id}`,
  deletedAt: "2026-11-29T10:00:00.000Z",
  deletedBy: by,
  batchId,
});

describe("trashGroups", () => {
  it("keeps the items of one delete together, newest delete first", () => {
    const groups = trashGroups([item(3, "b2"), item(1, "b1"), item(2, "b1")]);
    expect(groups.map((g) => [g.batchId, g.items.map((i) => i.id)])).toEqual([
      ["b2", [3]],
      ["b1", [1, 2]],
    ]);
  });
});

describe("itemsText", () => {
  it("names the kind when all items are of one kind", () => {
    expect(itemsText([item(1, "b")])).toBe("1 product");
    expect(itemsText([item(1, "b", "news"), item(2, "b", "news")])).toBe("2 news articles");
    expect(itemsText([item(1, "b"), item(2, "b", "news")])).toBe("2 items");
    expect(itemsText(Array.from({ length: 1200 }, (_, i) => item(i, "b")))).toBe("1,200 products");
  });
});

describe("purgedAfter", () => {
  it("is 30 days after the delete", () => {
    expect(purgedAfter("2026-11-01T10:00:00.000Z").toISOString()).toBe("2026-12-01T10:00:00.000Z");
  });
});
