import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";
import { storeSnapshot } from "./storeSnapshot.js";

const signedIn = signedInApiForFile();

type Refusal = { message: string; issues: { path: string; message: string }[] };
const product = () => ({ name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things" });
const category = () => ({ name: `Category ${unique()}` });
const article = () => ({ title: `News ${unique()}`, excerpt: "Short", content: "Long text", category: "Product" });

/** Values JavaScript's Number() or a careless check would take as whole numbers. */
const notWholeNumbers = ["0x10", "1e3", "1E3", 1e300, "1e300", 2 ** 53 + 1, "9007199254740993", "1.5", 2.5, "12abc", "Infinity", "NaN", true, [1], { n: 1 }];

async function expectRefused(path: string, body: Record<string, unknown>, field: string, message: string) {
  const response = await send(signedIn.api, "POST", path, { cookie: signedIn.admin, body });
  expect(response.status, JSON.stringify(body[field])).toBe(400);
  expect(((await response.json()) as Refusal).issues, JSON.stringify(body[field])).toEqual([{ path: field, message }]);
}

/**
 * Sends every value and checks that none was stored: a refusal only ever leaves the store as it
 * was, so one snapshot before the values and one after cover each of them.
 */
async function expectAllRefused(path: string, make: () => Record<string, unknown>, field: string, values: unknown[], message: string) {
  const before = await storeSnapshot();
  for (const value of values) await expectRefused(path, { ...make(), [field]: value }, field, message);
  expect(await storeSnapshot()).toEqual(before);
}

describe("numbers are whole and within range", () => {
  it.each([
    ["stock", [...notWholeNumbers, -1, -100, "-100", 1_000_000_001], "Stock must be a whole number from 0 to 1,000,000,000"],
    ["minOrderQty", [...notWholeNumbers, 0, "0", -100, 1_000_001], "Minimum order quantity must be a whole number from 1 to 1,000,000"],
    ["sortOrder", [...notWholeNumbers, -1_000_001, 1_000_001], "Sort order must be a whole number from -1,000,000 to 1,000,000"],
    ["categoryId", [...notWholeNumbers, 0, -1, "-1"], "Category must be a category's id (a whole number of 1 or more)"],
  ])(
    "product %s: refuses bad values with 400 and a message, storing nothing",
    async (field, values, message) => {
      await expectAllRefused("/api/admin/products", product, field, values, message);
    },
    120_000,
  );

  it.each([
    ["sortOrder", [...notWholeNumbers, -1_000_001, 1_000_001], "Sort order must be a whole number from -1,000,000 to 1,000,000"],
    ["parentId", [...notWholeNumbers, 0, -5, "-5"], "Parent category must be a category's id (a whole number of 1 or more)"],
  ])(
    "category %s: refuses bad values with 400 and a message, storing nothing",
    async (field, values, message) => {
      await expectAllRefused("/api/admin/categories", category, field, values, message);
    },
    120_000,
  );

  it("news authorId: refuses what is not a user id", async () => {
    const values = ["0x10", "1e3", 0, -1, 1.5, 2 ** 53 + 1];
    await expectAllRefused("/api/admin/news", article, "authorId", values, "Author must be a user's id (a whole number of 1 or more)");
  });

  it("an update with a bad number leaves the product as it was", async () => {
    const created = (await (await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: { ...product(), stock: 5 } })).json()) as {
      id: number;
    };
    const before = await storeSnapshot();
    const response = await send(signedIn.api, "PUT", `/api/admin/products/${created.id}`, { cookie: signedIn.admin, body: { ...product(), stock: "0x10" } });
    expect(response.status).toBe(400);
    expect(await storeSnapshot()).toEqual(before);
  });

  it("accepts whole numbers as numbers or decimal text, and blanks as their defaults", async () => {
    const response = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { ...product(), stock: "0", minOrderQty: " 25 ", sortOrder: 1_000_000 },
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ stock: 0, minOrderQty: 25, sortOrder: 1_000_000 });
    const blanks = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { ...product(), stock: "", sortOrder: "", categoryId: "none" },
    });
    expect(await blanks.json()).toMatchObject({ stock: null, minOrderQty: 1, sortOrder: 0, categoryId: null });
    const top = await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body: { ...category(), sortOrder: "-7", parentId: null } });
    expect(top.status).toBe(201);
    expect(await top.json()).toMatchObject({ sortOrder: -7, parentId: null });
  });
});
