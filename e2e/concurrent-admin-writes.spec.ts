import { expect, test, type APIRequestContext } from "@playwright/test";
import { adminAccount, unique } from "./admin-support";

// Admins saving at the same moment, through the whole local stack (Hosting, the Functions
// emulator, the embedded Firestore that keeps the transaction contract: decision 019). One after
// another, and 8 at a time: each request at once makes the Functions emulator start a worker of its
// own on a 2-core machine (the 20-at-once cases run in functions/test/concurrency.test.ts).
test.describe.configure({ mode: "serial" });

async function signIn(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", { data: adminAccount });
  expect(response.status()).toBe(200);
}

const together = <T>(count: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));

test("products created at once are all stored, under ids of their own", async ({ request }) => {
  await signIn(request);
  const tag = unique("Parallel");
  const answers = await together(8, (i) =>
    request.post("/api/admin/products", { data: { name: `${tag} ${i}`, manufacturer: "Acme", description: "A sensor" } }),
  );
  expect(answers.map((a) => a.status())).toEqual(Array(8).fill(201));
  const ids = await Promise.all(answers.map(async (a) => ((await a.json()) as { id: number }).id));
  expect(new Set(ids).size).toBe(8);
  const stored = ((await (await request.get("/api/admin/products")).json()) as { id: number; name: string }[]).filter((p) => p.name.startsWith(`${tag} `));
  expect(stored.map((p) => p.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
});

test("one category comes of several created at once under one name and its Unicode spellings", async ({ request }) => {
  await signIn(request);
  const name = unique("Qualité de l'air");
  const spellings = [name, `${name}\u200B`, name.normalize("NFD"), `  ${name.toUpperCase().replace(" ", "  ")} `];
  const answers = await together(8, (i) => request.post("/api/admin/categories", { data: { name: spellings[i % spellings.length] } }));
  expect(answers.map((a) => a.status()).sort()).toEqual([201, ...Array(7).fill(409)]);
  const categories = (await (await request.get("/api/admin/categories")).json()) as { name: string }[];
  const suffix = name.split(" ").pop()!.toLowerCase();
  expect(categories.filter((c) => c.name.toLowerCase().includes(suffix))).toHaveLength(1);
});

test("no product points at a category deleted while products were being created in it", async ({ request }) => {
  await signIn(request);
  const category = (await (await request.post("/api/admin/categories", { data: { name: unique("Doomed") } })).json()) as { id: number };
  const tag = unique("Orphan");
  const [deleted, ...created] = await Promise.all([
    request.delete(`/api/admin/categories/${category.id}`),
    ...Array.from({ length: 5 }, (_, i) =>
      request.post("/api/admin/products", { data: { name: `${tag} ${i}`, manufacturer: "Acme", description: "A sensor", categoryId: category.id } }),
    ),
  ]);
  expect(deleted!.status()).toBe(200);
  for (const answer of created) expect([201, 400]).toContain(answer.status());
  const products = ((await (await request.get("/api/admin/products")).json()) as { name: string; categoryId: number | null }[]).filter((p) =>
    p.name.startsWith(`${tag} `),
  );
  expect(products).toHaveLength(created.filter((a) => a.status() === 201).length);
  expect(products.filter((p) => p.categoryId !== null)).toEqual([]);
});
