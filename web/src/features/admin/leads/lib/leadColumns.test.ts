import { describe, expect, it } from "vitest";
import type { DemoRequestLead } from "@lorawan/contracts/leads";
import { demoRequestColumns, quoteItemsText } from "./leadColumns";
import { toCsv } from "@lorawan/contracts/csv";

const lead = (items: DemoRequestLead["items"]): DemoRequestLead => ({
  id: "a",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  company: "Engines",
  industry: "agriculture",
  projectDescription: null,
  items,
  createdAt: "2025-03-04T05:06:07.000Z",
});

describe("a demo request's quote items", () => {
  it("reads as one line per product: quantity, name, product id, price then and note", () => {
    expect(
      quoteItemsText([
        { productId: 12, name: "Soil probe", price: "49.90", currency: "EUR", quantity: 1200, note: "North field" },
        { productId: 13, name: "Gateway", price: null, currency: "USD", quantity: 2, note: null },
      ]),
    ).toBe("1,200 x Soil probe (product 12) at €49.90 each; note: North field\n2 x Gateway (product 13) at no price");
  });

  it("is a column of the CSV export, empty for a plain demo request", () => {
    const csv = toCsv([lead([{ productId: 12, name: "Soil probe", price: "49.90", currency: "USD", quantity: 40, note: null }]), lead([])], demoRequestColumns);
    const [header, withItems, plain] = csv.trimEnd().split("\r\n");
    expect(header).toContain('"Quote items"');
    expect(withItems).toContain('"40 x Soil probe (product 12) at $49.90 each"');
    expect(plain!.endsWith(',""')).toBe(true);
  });
});
