import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { putProduct, randomAddress, send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// A quote request (issue 23): POST /api/demo-request with the quote list's items, stored with each
// product's name and price at the time, and read back by the admin's Leads tab.
let api: TestApi;
let adminCookie: string;
beforeAll(async () => {
  api = await startApi();
  adminCookie = (await signedInCookies(api)).adminCookie;
});
afterAll(() => api.close());

const randomId = () => 800000 + Math.floor(Math.random() * 90000);

const contact = () => ({ firstName: "Ada", lastName: "Lovelace", email: `ada-${unique()}@example.com`, company: "Analytical Engines Ltd" });
const post = (body: unknown) => send(api, "POST", "/api/demo-request", { body, headers: { "X-Forwarded-For": randomAddress() } });

type Lead = { id: string; items: { productId: number; name: string; price: string | null; currency: string; quantity: number; note: string | null }[] };

describe("POST /api/demo-request with items", () => {
  it("stores each product's id, name and price at the time with the quantity and note, and the admin reads them", async () => {
    const soil = randomId();
    const gateway = soil + 1;
    await putProduct(soil, { name: `Soil probe ${soil}`, price: "49.90", currency: "EUR" });
    await putProduct(gateway, { name: `Gateway ${gateway}`, price: null });
    const response = await post({ ...contact(), items: [{ productId: soil, quantity: 40, note: "  for the north field " }, { productId: gateway, quantity: 2 }] });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    // The price is the one at the time: a later change does not alter the request.
    await putProduct(soil, { name: `Soil probe ${soil} v2`, price: "59.90", currency: "EUR" });
    const expected = [
      { productId: soil, name: `Soil probe ${soil}`, price: "49.90", currency: "EUR", quantity: 40, note: "for the north field" },
      { productId: gateway, name: `Gateway ${gateway}`, price: null, currency: "USD", quantity: 2, note: null },
    ];
    expect((await db().collection("demo_requests").doc(id).get()).get("items")).toEqual(expected);
    const leads = (await (await send(api, "GET", "/api/admin/demo-requests", { cookie: adminCookie })).json()) as Lead[];
    expect(leads.find((lead) => lead.id === id)?.items).toEqual(expected);
  });

  it("is a plain demo request without items (an empty list for the admin)", async () => {
    const response = await post(contact());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const leads = (await (await send(api, "GET", "/api/admin/demo-requests", { cookie: adminCookie })).json()) as Lead[];
    expect(leads.find((lead) => lead.id === id)?.items).toEqual([]);
  });

  it("answers 400 naming each product that does not exist or is not published, and stores nothing", async () => {
    const published = randomId();
    const draft = published + 1;
    const inactive = published + 2;
    const unknown = published + 3;
    await putProduct(published);
    await putProduct(draft, { isPublished: false, name: `Secret draft ${draft}` });
    await putProduct(inactive, { isActive: false });
    const email = `nobody-${unique()}@example.com`;
    const response = await post({
      ...contact(),
      email,
      items: [
        { productId: published, quantity: 1 },
        { productId: draft, quantity: 1 },
        { productId: inactive, quantity: 1 },
        { productId: unknown, quantity: 1 },
      ],
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(answer.message).toBe(`Not available for a quote: product ${draft}, ${inactive}, ${unknown}`);
    expect(answer.issues.map((issue) => issue.path)).toEqual(["items.1.productId", "items.2.productId", "items.3.productId"]);
    expect(JSON.stringify(answer)).not.toContain("Secret draft");
    expect((await db().collection("demo_requests").where("email", "==", email).get()).empty).toBe(true);
  });

  it.each([
    ["a quantity of 0", [{ productId: 1, quantity: 0 }], "items.0.quantity"],
    ["a quantity over 1,000,000", [{ productId: 1, quantity: 1_000_001 }], "items.0.quantity"],
    ["a fractional quantity", [{ productId: 1, quantity: 1.5 }], "items.0.quantity"],
    ["a quantity as text", [{ productId: 1, quantity: "3" }], "items.0.quantity"],
    ["no product id", [{ quantity: 3 }], "items.0.productId"],
    ["a product listed twice", [{ productId: 1, quantity: 1 }, { productId: 1, quantity: 2 }], "items.1.productId"],
    ["an overlong note", [{ productId: 1, quantity: 1, note: "x".repeat(1001) }], "items.0.note"],
    ["51 lines", Array.from({ length: 51 }, (_, i) => ({ productId: i + 1, quantity: 1 })), "items"],
    ["items that are no list", { productId: 1 }, "items"],
  ])("answers 400 for %s", async (_name, items, path) => {
    const response = await post({ ...contact(), items });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { issues: { path: string }[] };
    expect(answer.issues.map((issue) => issue.path)).toContain(path);
  });

  it("takes 50 lines and quantities up to 1,000,000", async () => {
    const first = randomId();
    const ids = Array.from({ length: 50 }, (_, i) => first + i);
    await Promise.all(ids.map((id) => putProduct(id)));
    const response = await post({ ...contact(), items: ids.map((productId, i) => ({ productId, quantity: i === 0 ? 1_000_000 : 1 })) });
    expect(response.status).toBe(201);
  });
});
