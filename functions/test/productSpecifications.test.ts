import { describe, expect, it } from "vitest";
import { db } from "../src/firebase.js";
import { send, signedInApiForFile, unique } from "./helpers.js";

// Issue 19: a 0.9 MB specifications map was stored and served on every catalogue read.
const signedIn = signedInApiForFile();

const product = (specifications: Record<string, string>) => ({
  name: `Sensor ${unique()}`,
  manufacturer: "Acme",
  description: "Measures things",
  specifications,
});
const rows = (count: number, value = "x") => Object.fromEntries(Array.from({ length: count }, (_, i) => [`Key ${i}`, value]));

async function refused(specifications: Record<string, string>) {
  const body = product(specifications);
  const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body });
  expect(response.status).toBe(400);
  expect((await db().collection("products").where("name", "==", body.name).get()).size).toBe(0);
  return ((await response.json()) as { issues: { path: string; message: string }[] }).issues;
}

describe("a product's specifications", () => {
  it("stores 100 entries with keys of 100 characters and values of 1000", async () => {
    const specifications = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`${i}`.padEnd(100, "k"), "v".repeat(1000)]));
    const response = await send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body: product(specifications) });
    expect(response.status).toBe(201);
    expect(Object.keys(((await response.json()) as { specifications: object }).specifications)).toHaveLength(100);
  });

  it("refuses more than 100 entries", async () => {
    expect(await refused(rows(101))).toEqual([{ path: "specifications", message: "At most 100 specifications" }]);
  });

  it("refuses a key over 100 characters or a value over 1000", async () => {
    expect(await refused({ ["k".repeat(101)]: "v" })).toEqual([{ path: "specifications", message: "A specification name has at most 100 characters" }]);
    expect(await refused({ Range: "v".repeat(1001) })).toEqual([
      { path: "specifications.Range", message: "A specification value has at most 1000 characters" },
    ]);
  });

  it("refuses the 0.9 MB map of the issue", async () => {
    const issues = await refused(rows(900, "v".repeat(1000)));
    expect(issues[0]?.message).toBe("At most 100 specifications");
  });
});
