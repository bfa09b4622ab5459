import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { missingIndexes, queriesIn } from "./firestoreQueries.ts";

const source = (text: string) => {
  const file = join(mkdtempSync(join(tmpdir(), "queries-")), "store.ts");
  writeFileSync(file, text);
  return file;
};

const code = `
const products = () => db().collection("products");
export const a = () => products().where("isPublished", "==", true).get();
export const b = () => db().collection("leads").orderBy("createdAt", "desc").limit(50).get();
export const c = () => products().where("isPublished", "==", true).where("isActive", "==", true).orderBy("createdAt", "desc").get();
export const d = () => products().where("categoryId", "==", 3).get();
`;

describe("Firestore queries and their indexes", () => {
  it("reads each query's collection, filters and orders from the source", () => {
    const { queries, unknown } = queriesIn([source(code)]);
    expect(unknown).toEqual([]);
    expect(queries.map(({ collection, equalities, orders }) => ({ collection, equalities, orders: orders.map((order) => `${order.field} ${order.direction}`) }))).toEqual([
      { collection: "products", equalities: ["isPublished"], orders: [] },
      { collection: "leads", equalities: [], orders: ["createdAt DESCENDING"] },
      { collection: "products", equalities: ["isPublished", "isActive"], orders: ["createdAt DESCENDING"] },
      { collection: "products", equalities: ["categoryId"], orders: [] },
    ]);
  });

  it("asks a composite index only of the query that needs one, and finds it when declared", () => {
    const declared = {
      indexes: [
        {
          collectionGroup: "products",
          fields: [
            { fieldPath: "isActive", order: "ASCENDING" as const },
            { fieldPath: "isPublished", order: "ASCENDING" as const },
            { fieldPath: "createdAt", order: "DESCENDING" as const },
          ],
        },
      ],
    };
    expect(missingIndexes([source(code)], declared)).toEqual({ queries: 4, missing: [] });
    const { missing } = missingIndexes([source(code)], { indexes: [] });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/store\.ts:5: a query on products .* needs a composite index/);
    const wrongOrder = { indexes: [{ ...declared.indexes[0]!, fields: declared.indexes[0]!.fields.map((field) => ({ ...field, order: "ASCENDING" as const })) }] };
    expect(missingIndexes([source(code)], wrongOrder).missing).toHaveLength(1);
  });

  it("cannot tell a field computed at run time, and says so", () => {
    expect(queriesIn([source(`const f = "x"; db().collection("a").where(f, "==", 1).orderBy("y").get();`)]).unknown).toHaveLength(1);
  });
});
