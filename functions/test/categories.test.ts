import { describe, expect, it } from "vitest";
import { send, signedInApiForFile, unique } from "./helpers.js";

const signedIn = signedInApiForFile();

type Category = { id: number; name: string; sortOrder: number; isActive: boolean; description: string | null };
const create = async (body: Record<string, unknown>) => {
  const response = await send(signedIn.api, "POST", "/api/admin/categories", { cookie: signedIn.admin, body });
  return { status: response.status, body: (await response.json()) as Category & { message?: string } };
};

describe("admin categories", () => {
  it("creates with defaults (sortOrder 0, active) and a numeric id", async () => {
    const { status, body } = await create({ name: `Gateways ${unique()}`, sortOrder: "" });
    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.any(Number), sortOrder: 0, isActive: true, description: null, parentId: null });
  });

  it("requires a name and an integer sortOrder", async () => {
    expect((await create({ name: "  " })).status).toBe(400);
    expect((await create({ name: `X ${unique()}`, sortOrder: "1.5" })).status).toBe(400);
  });

  it("refuses a duplicate name with 409, on create and on rename", async () => {
    const name = `Unique ${unique()}`;
    expect((await create({ name })).status).toBe(201);
    const duplicate = await create({ name: name.toUpperCase() });
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toContain("already exists");
    const other = await create({ name: `Other ${unique()}` });
    const rename = await send(signedIn.api, "PUT", `/api/admin/categories/${other.body.id}`, { cookie: signedIn.admin, body: { name } });
    expect(rename.status).toBe(409);
  });

  it("lists sorted by sortOrder, then name", async () => {
    const tag = unique();
    await create({ name: `b ${tag}`, sortOrder: 1 });
    await create({ name: `a ${tag}`, sortOrder: 1 });
    await create({ name: `c ${tag}`, sortOrder: -5 });
    const list = (await (await send(signedIn.api, "GET", "/api/admin/categories", { cookie: signedIn.admin })).json()) as Category[];
    const mine = list.filter((c) => c.name.endsWith(tag)).map((c) => c.name);
    expect(mine).toEqual([`c ${tag}`, `a ${tag}`, `b ${tag}`]);
  });

  it("updates, copying a rename to its products, and answers 404 for an unknown id", async () => {
    const { body: category } = await create({ name: `Old ${unique()}` });
    const product = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { name: `P ${unique()}`, manufacturer: "M", description: "D", categoryId: category.id },
    });
    const { id: productId } = (await product.json()) as { id: number };
    const newName = `New ${unique()}`;
    const updated = await send(signedIn.api, "PUT", `/api/admin/categories/${category.id}`, {
      cookie: signedIn.admin,
      body: { name: newName, sortOrder: 3, isActive: false },
    });
    expect(updated.status).toBe(200);
    expect(await updated.json()).toMatchObject({ id: category.id, name: newName, sortOrder: 3, isActive: false });
    const products = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as { id: number; category: string }[];
    expect(products.find((p) => p.id === productId)?.category).toBe(newName);
    expect((await send(signedIn.api, "PUT", "/api/admin/categories/99999999", { cookie: signedIn.admin, body: { name: `Z ${unique()}` } })).status).toBe(404);
  });

  it("deleting a category in use detaches its products and says so", async () => {
    const { body: category } = await create({ name: `Doomed ${unique()}` });
    const created = await send(signedIn.api, "POST", "/api/admin/products", {
      cookie: signedIn.admin,
      body: { name: `P ${unique()}`, manufacturer: "M", description: "D", categoryId: category.id },
    });
    const product = (await created.json()) as { id: number; category: string };
    expect(product.category).toBe(category.name);

    const response = await send(signedIn.api, "DELETE", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Category deleted; 1 product was left without a category", detachedProducts: 1 });
    const products = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as {
      id: number;
      categoryId: number | null;
      category: string | null;
    }[];
    expect(products.find((p) => p.id === product.id)).toMatchObject({ categoryId: null, category: null });
    expect((await send(signedIn.api, "DELETE", `/api/admin/categories/${category.id}`, { cookie: signedIn.admin })).status).toBe(404);
  });

  it("places a category only under an existing category that is not itself or one of its subcategories", async () => {
    const put = (id: number, body: Record<string, unknown>) => send(signedIn.api, "PUT", `/api/admin/categories/${id}`, { cookie: signedIn.admin, body });
    const issueOf = async (response: Response) => ((await response.json()) as { issues: { path: string; message: string }[] }).issues;
    const unknownParent = await send(signedIn.api, "POST", "/api/admin/categories", {
      cookie: signedIn.admin,
      body: { name: `Lost ${unique()}`, parentId: 999999 },
    });
    expect(unknownParent.status).toBe(400);
    expect(await issueOf(unknownParent)).toEqual([{ path: "parentId", message: "No such category" }]);

    const top = await create({ name: `Top ${unique()}` });
    const middle = await create({ name: `Middle ${unique()}`, parentId: top.body.id });
    const bottom = await create({ name: `Bottom ${unique()}`, parentId: middle.body.id });
    expect([top.status, middle.status, bottom.status]).toEqual([201, 201, 201]);
    for (const parentId of [top.body.id, bottom.body.id]) {
      const cycle = await put(top.body.id, { name: top.body.name, parentId });
      expect(cycle.status).toBe(400);
      expect(await issueOf(cycle)).toEqual([{ path: "parentId", message: "A category cannot be placed under itself or one of its subcategories" }]);
    }
    expect((await put(bottom.body.id, { name: bottom.body.name, parentId: top.body.id })).status).toBe(200);
  });

  it("deleting a parent category leaves its subcategories at the top level", async () => {
    const parent = await create({ name: `Parent ${unique()}` });
    const child = await create({ name: `Child ${unique()}`, parentId: parent.body.id });
    expect((await send(signedIn.api, "DELETE", `/api/admin/categories/${parent.body.id}`, { cookie: signedIn.admin })).status).toBe(200);
    const list = (await (await send(signedIn.api, "GET", "/api/admin/categories", { cookie: signedIn.admin })).json()) as (Category & {
      parentId: number | null;
    })[];
    expect(list.find((c) => c.id === child.body.id)?.parentId).toBeNull();
  });
});
