import { describe, expect, it } from "vitest";
import { putProduct, send, signedInApiForFile, unique } from "./helpers.js";

// Issue 22: a product's LoRaWAN regions, sensors and IP rating, as the admin writes them and as
// every read (public, admin, export) and import carries them.

const signedIn = signedInApiForFile();

type Product = Record<string, unknown> & { id: number; name: string };
type Issues = { message: string; issues: { path: string; message: string }[] };
const minimal = () => ({ name: `Sensor ${unique()}`, manufacturer: "Acme", description: "Measures things" });
const post = (body: unknown) => send(signedIn.api, "POST", "/api/admin/products", { cookie: signedIn.admin, body });
const countProducts = async () => ((await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Product[]).length;

describe("regions, sensors and IP rating on products", () => {
  it("are stored in the vocabulary's spelling and order, and read back by the admin and public reads", async () => {
    const created = await post({
      ...minimal(),
      isPublished: true,
      regions: ["US902-928", "eu863-870", "AS923", "US902-928"],
      sensors: ["Humidity", "temperature", "co2"],
      ipRating: "ip67",
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as Product;
    expect(product).toMatchObject({ regions: ["EU863-870", "US902-928", "AS923"], sensors: ["co2", "humidity", "temperature"], ipRating: "IP67" });

    const adminRead = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Product[];
    expect(adminRead.find((p) => p.id === product.id)).toMatchObject({ regions: ["EU863-870", "US902-928", "AS923"], ipRating: "IP67" });
    const publicRead = (await (await fetch(signedIn.api.url(`/api/products/${product.id}`))).json()) as Product;
    expect(publicRead).toMatchObject({ regions: ["EU863-870", "US902-928", "AS923"], sensors: ["co2", "humidity", "temperature"], ipRating: "IP67" });
    const list = (await (await fetch(signedIn.api.url("/api/products"))).json()) as Product[];
    expect(list.find((p) => p.id === product.id)).toMatchObject({ sensors: ["co2", "humidity", "temperature"] });
  });

  it("default to none: no regions, no sensors, no IP rating", async () => {
    const product = (await (await post(minimal())).json()) as Product;
    expect(product).toMatchObject({ regions: [], sensors: [], ipRating: null });
    const cleared = await send(signedIn.api, "PUT", `/api/admin/products/${product.id}`, {
      cookie: signedIn.admin,
      body: { ...minimal(), regions: null, sensors: [], ipRating: "" },
    });
    expect(await cleared.json()).toMatchObject({ regions: [], sensors: [], ipRating: null });
  });

  it("refuses an unknown region with a 400 naming it, and writes nothing", async () => {
    const before = await countProducts();
    const response = await post({ ...minimal(), regions: ["EU863-870", "EU868"] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Issues;
    expect(body.issues).toContainEqual({ path: "regions.1", message: expect.stringContaining('Unknown region "EU868"') });
    expect(await countProducts()).toBe(before);
  });

  it("refuses an unknown sensor with a 400 naming it", async () => {
    const response = await post({ ...minimal(), sensors: ["temperature", "mood"] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Issues).issues).toContainEqual({ path: "sensors.1", message: expect.stringContaining('Unknown sensor "mood"') });
  });

  it.each(["67", "IP6", "IP678", "IP99", "IP7X", "IP 67", "waterproof"])("refuses the IP rating %j: not an IP code of the Device Repository's pattern", async (ipRating) => {
    const response = await post({ ...minimal(), ipRating });
    expect(response.status).toBe(400);
    const body = (await response.json()) as Issues;
    expect(body.issues).toContainEqual({ path: "ipRating", message: expect.stringContaining("is not an IP code") });
  });

  it("takes every IP code and region the Device Repository's schema does (issue 32): IPX7, IP69K, AS923-2, ISM2400", async () => {
    const response = await post({ ...minimal(), ipRating: "ipx7", secondIpRating: "IP69K", regions: ["ISM2400", "AS923-2", "EU863-870"] });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ipRating: "IPX7", secondIpRating: "IP69K", regions: ["EU863-870", "AS923-2", "ISM2400"] });
  });

  it("refuses lists that are not lists of names", async () => {
    const response = await post({ ...minimal(), regions: "EU863-870" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as Issues).issues.map((issue) => issue.path)).toContain("regions");
  });

  it("read older documents without them as none, and drop stored values outside the vocabulary", async () => {
    const id = 900_000 + Math.floor(Math.random() * 90_000);
    await putProduct(id, { regions: ["EU863-870", "Mars"], sensors: "temperature", ipRating: "sealed" });
    const product = (await (await fetch(signedIn.api.url(`/api/products/${id}`))).json()) as Product;
    expect(product).toMatchObject({ regions: ["EU863-870"], sensors: [], ipRating: null });
    const bare = id + 1;
    await putProduct(bare);
    expect(await (await fetch(signedIn.api.url(`/api/products/${bare}`))).json()).toMatchObject({ regions: [], sensors: [], ipRating: null });
  });

  it("travel through export and import; an import with an unknown region is refused whole", async () => {
    const name = `Exported ${unique()}`;
    const product = (await (await post({ ...minimal(), name, regions: ["AU915-928"], sensors: ["level"], ipRating: "IP68" })).json()) as Product;
    const exported = (await (await send(signedIn.api, "GET", "/api/admin/export-data", { cookie: signedIn.admin })).json()) as { products: Product[] };
    const inFile = exported.products.find((p) => p.id === product.id);
    expect(inFile).toMatchObject({ regions: ["AU915-928"], sensors: ["level"], ipRating: "IP68" });

    const copyName = `Imported ${unique()}`;
    const badName = `Refused ${unique()}`;
    const refused = await send(signedIn.api, "POST", "/api/admin/import-data", {
      cookie: signedIn.admin,
      body: {
        products: [
          { ...inFile, name: copyName },
          { ...inFile, name: badName, regions: ["EU868"] },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('Unknown region \\"EU868\\"');

    const imported = await send(signedIn.api, "POST", "/api/admin/import-data", {
      cookie: signedIn.admin,
      body: { products: [{ ...inFile, name: copyName }] },
    });
    expect(imported.status).toBe(200);
    const all = (await (await send(signedIn.api, "GET", "/api/admin/products", { cookie: signedIn.admin })).json()) as Product[];
    expect(all.filter((p) => p.name === badName)).toHaveLength(0);
    expect(all.find((p) => p.name === copyName)).toMatchObject({ regions: ["AU915-928"], sensors: ["level"], ipRating: "IP68" });
  });
});
