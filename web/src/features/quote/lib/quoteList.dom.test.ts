import { afterEach, describe, expect, it, vi } from "vitest";
import { addToQuoteList, clearQuoteList, readQuoteList, removeFromQuoteList, storageKey, subscribeToQuoteList, updateQuoteLine } from "./quoteList";

const soil = { productId: 7, name: "Soil probe", priceLabel: "$49.90", minOrderQty: 10 };
const gateway = { productId: 9, name: "Gateway", priceLabel: null, minOrderQty: 1 };

afterEach(() => localStorage.clear());

describe("the quote list", () => {
  it("adds a product once, at its minimum order quantity, and keeps it in localStorage", () => {
    expect(addToQuoteList(soil)).toBe("added");
    expect(addToQuoteList(soil)).toBe("already");
    expect(addToQuoteList(gateway)).toBe("added");
    expect(readQuoteList()).toEqual([
      { ...soil, quantity: 10, note: "" },
      { ...gateway, quantity: 1, note: "" },
    ]);
    expect(JSON.parse(localStorage.getItem(storageKey)!)).toHaveLength(2);
  });

  it("keeps a quantity between the minimum order quantity and 1,000,000, and a note", () => {
    addToQuoteList(soil);
    updateQuoteLine(7, { quantity: 3 });
    expect(readQuoteList()[0]?.quantity).toBe(10);
    updateQuoteLine(7, { quantity: 40 });
    expect(readQuoteList()[0]?.quantity).toBe(40);
    updateQuoteLine(7, { quantity: 5_000_000 });
    expect(readQuoteList()[0]?.quantity).toBe(1_000_000);
    updateQuoteLine(7, { note: "North field" });
    expect(readQuoteList()[0]).toMatchObject({ quantity: 1_000_000, note: "North field" });
  });

  it("removes and clears, and tells subscribers in this tab", () => {
    const listener = vi.fn();
    const stop = subscribeToQuoteList(listener);
    addToQuoteList(soil);
    addToQuoteList(gateway);
    removeFromQuoteList(7);
    expect(readQuoteList().map((line) => line.productId)).toEqual([9]);
    clearQuoteList();
    expect(readQuoteList()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(4);
    stop();
  });

  it("hears another tab's change through the storage event", () => {
    const listener = vi.fn();
    const stop = subscribeToQuoteList(listener);
    localStorage.setItem(storageKey, JSON.stringify([{ ...gateway, quantity: 3, note: "" }]));
    window.dispatchEvent(new StorageEvent("storage", { key: storageKey }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(readQuoteList()[0]?.quantity).toBe(3);
    stop();
  });

  it("reads what it can of a damaged or foreign list", () => {
    localStorage.setItem(storageKey, "not json");
    expect(readQuoteList()).toEqual([]);
    localStorage.setItem(
      storageKey,
      JSON.stringify([{ productId: 7, name: "Soil probe", minOrderQty: 10, quantity: 2 }, { productId: 7, name: "Twice" }, { name: "No id" }, null]),
    );
    expect(readQuoteList()).toEqual([{ productId: 7, name: "Soil probe", priceLabel: null, minOrderQty: 10, quantity: 10, note: "" }]);
  });

  it("returns the same list while it is unchanged (for useSyncExternalStore)", () => {
    addToQuoteList(soil);
    expect(readQuoteList()).toBe(readQuoteList());
  });
});
