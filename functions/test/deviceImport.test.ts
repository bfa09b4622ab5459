import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// Issue 22: POST /api/admin/import-devices turns LoRaWAN Device Repository definitions into products.

const windSensor = readFileSync(new URL("./fixtures/windsensor.yaml", import.meta.url), "utf8");
/** A file of the real Device Repository (fixtures/lorawan-devices, see its README). */
const real = (path: string) => readFileSync(new URL(`./fixtures/lorawan-devices/${path}`, import.meta.url));
const realYaml = (path: string) => ({ file: path.split("/").at(-1)!, yaml: real(path).toString("utf8") });

let api: TestApi;
let admin: string;
let user: string;
beforeAll(async () => {
  api = await startApi();
  ({ adminCookie: admin, userCookie: user } = await signedInCookies(api));
});
afterAll(() => api.close());

type Product = Record<string, unknown> & { id: number; name: string; updatedAt: string };
type Answer = {
  message: string;
  added: number;
  skipped: number;
  products: { file: string; skipped: boolean; product: Record<string, unknown>; notes?: string[] }[];
};

/** The fixture under a name of this test's own. */
const definition = (name = `Wind Sensor ${unique()}`, edit: (yaml: string) => string = (yaml) => yaml) => ({
  name,
  yaml: edit(windSensor.replace("name: Wind Sensor", `name: ${name}`)),
});
const importDevices = (body: unknown, cookie = admin) => send(api, "POST", "/api/admin/import-devices", { cookie, body });
const allProducts = async () => (await (await send(api, "GET", "/api/admin/products", { cookie: admin })).json()) as Product[];

describe("POST /api/admin/import-devices", () => {
  it("makes the example definition a product: its three regions, sensors, IP64, datasheet, 120 USD", async () => {
    const { name, yaml } = definition();
    const response = await importDevices({ vendor: "Example", devices: [{ file: "windsensor.yaml", yaml }] });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ added: 1, skipped: 0, message: "Imported 1 device" });
    const expected = {
      name,
      manufacturer: "Example",
      description: "Ultrasonic wind sensor with a status LED the application can switch",
      regions: ["EU863-870", "US902-928", "AS923"],
      sensors: ["wind direction", "wind speed"],
      ipRating: "IP64",
      datasheet: "https://example.org/wind-sensor/datasheet.pdf",
      website: "https://example.org/wind-sensor",
      price: "120.00",
      currency: "USD",
      // Not stated by the definition: no stock is claimed for it.
      availability: null,
      dimensions: "34 x 26 x 77 mm",
      weight: "350 g",
      operatingTemp: "-30 to +85°C",
      connectivity: ["LoRaWAN", "BLE", "Cellular"],
      isPublished: false,
      specifications: {
        Battery: "AA",
        "Replaceable Battery": "Yes",
        "Additional Radios": "BLE, Cellular",
        "Bridge Interfaces": "m-bus, rs-485",
        "LoRaWAN Certified": "Yes (EU863-870, US902-928)",
        "Operating Humidity": "0 to 97% RH",
        "Hardware Versions": "1.0, 1.0-rev-A",
        "Firmware Versions": "1.0, 2.0",
        "Key Provisioning": "Custom keys",
        "Key Security": "None",
      },
      prices: [
        { currency: "EUR", price: "90.00" },
        { currency: "USD", price: "120.00" },
      ],
    };
    expect(answer.products).toEqual([
      {
        file: "windsensor.yaml",
        skipped: false,
        product: expect.objectContaining(expected),
        photos: ["windsensor.png"],
        notes: ["Photo windsensor.png was not sent with the files"],
      },
    ]);
    const stored = (await allProducts()).find((product) => product.name === name);
    expect(stored).toMatchObject({ ...expected, id: answer.products[0]!.product.id });
  });

  it("skips a definition whose product name exists, without overwriting it", async () => {
    const first = definition();
    await importDevices({ vendor: "Example", devices: [{ file: "windsensor.yaml", yaml: first.yaml }] });
    const before = (await allProducts()).find((product) => product.name === first.name)!;
    const changed = first.yaml.replace("USD: 120", "USD: 999");
    const fresh = definition();
    const response = await importDevices({
      vendor: "Example",
      devices: [
        { file: "again.yaml", yaml: changed },
        { file: "fresh.yaml", yaml: fresh.yaml },
      ],
    });
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ added: 1, skipped: 1, message: "Imported 1 device, 1 device skipped (the vendor has a product of that name)" });
    expect(answer.products.map((p) => [p.file, p.skipped])).toEqual([
      ["again.yaml", true],
      ["fresh.yaml", false],
    ]);
    const after = (await allProducts()).filter((product) => product.name === first.name);
    expect(after).toEqual([before]);
  });

  it("previews what the files would become and writes nothing", async () => {
    const { name, yaml } = definition();
    const count = (await allProducts()).length;
    const response = await importDevices({ vendor: "Example", devices: [{ file: "windsensor.yaml", yaml }], preview: true });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ added: 1, skipped: 0, message: "1 device would be added" });
    expect(answer.products[0]!.product).toMatchObject({ name, ipRating: "IP64", price: "120.00" });
    expect(answer.products[0]!.product).not.toHaveProperty("id");
    expect(await allProducts()).toHaveLength(count);
  });

  it("takes EUR without a USD price, else the first currency; no msrp is no price", async () => {
    const eur = definition(undefined, (yaml) => yaml.replace("  USD: 120\n", ""));
    const gbp = definition(undefined, (yaml) => yaml.replace("msrp:\n  EUR: 90\n  USD: 120\n", "msrp:\n  GBP: 79.5\n  CHF: 95\n"));
    const none = definition(undefined, (yaml) => yaml.replace("msrp:\n  EUR: 90\n  USD: 120\n", ""));
    const answer = (await (
      await importDevices({
        vendor: "Example",
        devices: [
          { file: "eur.yaml", yaml: eur.yaml },
          { file: "gbp.yaml", yaml: gbp.yaml },
          { file: "none.yaml", yaml: none.yaml },
        ],
        preview: true,
      })
    ).json()) as Answer;
    expect(answer.products.map((p) => [p.product.price, p.product.currency])).toEqual([
      ["90.00", "EUR"],
      ["79.50", "GBP"],
      [null, "USD"],
    ]);
  });

  it("with all-or-nothing, answers 400 naming a file that is not valid YAML, and writes nothing of the other files", async () => {
    const good = definition();
    const count = (await allProducts()).length;
    const response = await importDevices({
      vendor: "Example",
      allOrNothing: true,
      devices: [
        { file: "good.yaml", yaml: good.yaml },
        { file: "broken.yaml", yaml: "name: [Wind Sensor\nfirmwareVersions:\n  - version: 1" },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; problems: { file: string; line: number; message: string }[] };
    expect(body.message).toMatch(/^broken\.yaml \(line \d\): This is not valid YAML/);
    expect(body.problems).toEqual([expect.objectContaining({ file: "broken.yaml", line: expect.any(Number) })]);
    expect(await allProducts()).toHaveLength(count);
    expect((await allProducts()).some((product) => product.name === good.name)).toBe(false);
  });

  it.each([
    ["a list", "- name: Wind Sensor\n", "device.yaml (line 1): This is not a device definition"],
    ["a mapping without firmware versions", "name: Wind Sensor\nsensors:\n  - wind speed\n", "device.yaml (line 1): firmwareVersions is missing"],
    ["an empty file", "", "device.yaml (line 1): This is not a device definition"],
  ])("answers 400 naming a file that is not a device definition: %s", async (_what, yaml, message) => {
    const response = await importDevices({ vendor: "Example", devices: [{ file: "device.yaml", yaml }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
  });

  it("refuses impossible values naming the file, line and field (an unknown region, IP99, a negative width), and imports the good files", async () => {
    const good = definition();
    const bad = definition(undefined, (yaml) =>
      yaml.replace("      AS923:", "      MARS-1:").replace("ipCode: IP64", "ipCode: IP99").replace("width: 34", "width: -5"),
    );
    const response = await importDevices({
      vendor: "Example",
      devices: [
        { file: "bad.yaml", yaml: bad.yaml },
        { file: "good.yaml", yaml: good.yaml },
      ],
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Answer & { problems: { file: string; line: number; field: string; message: string }[] };
    expect(answer).toMatchObject({ added: 1, message: "Imported 1 device, 1 file cannot be imported" });
    expect(answer.problems).toEqual([
      {
        file: "bad.yaml",
        line: 43,
        field: "firmwareVersions.1.profiles.MARS-1",
        message: expect.stringContaining("is not a region of the LoRaWAN Device Repository"),
      },
      { file: "bad.yaml", line: 63, field: "dimensions.width", message: "dimensions.width cannot be negative (found -5)" },
      { file: "bad.yaml", line: 81, field: "ipCode", message: expect.stringMatching(/^ipCode is not an IP code: .* \(found "IP99"\)$/) },
    ]);
    expect((await allProducts()).some((product) => product.name === bad.name)).toBe(false);
  });

  it("validates the request: a vendor and at least one file", async () => {
    const response = await importDevices({ vendor: " ", devices: [] });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string }[] };
    expect(body.issues.map((issue) => issue.path).sort()).toEqual(["devices", "vendor"]);
  });

  it("is for admins only", async () => {
    const body = { vendor: "Example", devices: [{ file: "windsensor.yaml", yaml: definition().yaml }] };
    expect((await importDevices(body, user)).status).toBe(403);
    expect((await send(api, "POST", "/api/admin/import-devices", { body })).status).toBe(401);
  });
});

describe("POST /api/admin/import-devices with real Device Repository files (issue 32)", () => {
  type RealAnswer = Answer & { problems: unknown[]; files: { file: string; outcome: string; reason: string }[] };
  const importReal = async (body: Record<string, unknown>) => {
    const response = await importDevices(body);
    expect(response.status).toBe(200);
    return (await response.json()) as RealAnswer;
  };

  it("takes IPX0, IPX7, IP4X and IP69K as they are, a second IP code, part numbers, where to buy and videos", async () => {
    const answer = await importReal({
      vendor: `Real ${unique()}`,
      devices: [
        "browan/cd10.yaml",
        "decentlab/dl-lid.yaml",
        "micropelt/mlr003.yaml",
        "bosch/tps110.yaml",
        "adeunis/analog.yaml",
        "senzemo/smc30.yaml",
        "dragino/cpl01.yaml",
      ].map(realYaml),
    });
    expect(answer).toMatchObject({ added: 7, problems: [] });
    const [cd10, lid, mlr003, tps110, analog, smc30, cpl01] = answer.products.map((p) => p.product);
    expect([cd10!.ipRating, lid!.ipRating, mlr003!.ipRating, tps110!.ipRating]).toEqual(["IPX0", "IPX7", "IP4X", "IP69K"]);
    expect(analog).toMatchObject({ ipRating: "IP67", secondIpRating: "IP68" });
    expect(tps110).toMatchObject({ model: "TPS110", videos: ["https://youtu.be/HYv50apV-jA", "https://youtu.be/pucqjjrFiIQ"] });
    expect(smc30).toMatchObject({ model: "SMC30" });
    expect(smc30!.whereToBuy).toContainEqual({ name: expect.any(String), url: "https://sensational.systems/", regions: expect.any(Array) });
    expect(cpl01!.whereToBuy).toContainEqual({ name: "Dragino", url: "http://www.dragino.com/", regions: ["China"] });
    const stored = (await allProducts()).find((product) => product.id === tps110!.id);
    expect(stored).toMatchObject({ ipRating: "IP69K", model: "TPS110" });
  });

  it("imports a vendor folder as it is: its device with its photo, the index used, the codec, profile, script and logo reported as skipped", async () => {
    const vendor = `n-fuse ${unique()}`;
    const answer = await importReal({
      vendor,
      devices: ["n-fuse/index.yaml", "n-fuse/sta.yaml", "n-fuse/sta-codec.yaml", "n-fuse/sx1261-16db-profile.yaml"].map(realYaml),
      images: [{ file: "sta.png", contentBase64: real("n-fuse/sta.png").toString("base64") }],
      otherFiles: ["sta.js", "logo.svg"],
    });
    expect(answer).toMatchObject({ added: 1, skipped: 0, problems: [], message: "Imported 1 device" });
    expect(answer.files).toEqual([
      { file: "sta-codec.yaml", outcome: "skipped", reason: expect.stringContaining("A payload codec") },
      { file: "sx1261-16db-profile.yaml", outcome: "skipped", reason: expect.stringContaining("A LoRaWAN profile") },
      { file: "index.yaml", outcome: "used", reason: "The vendor's list of 3 devices; not in this import: ste.yaml, stx.yaml" },
      { file: "sta.png", outcome: "used", reason: "Photo of sta.yaml" },
      { file: "sta.js", outcome: "skipped", reason: expect.stringContaining("A codec script") },
      { file: "logo.svg", outcome: "skipped", reason: "The vendor's logo: not a product photo" },
    ]);
    const product = (await allProducts()).find((p) => p.manufacturer === vendor)!;
    expect(product).toMatchObject({
      name: "N-Fuse Action button",
      regions: expect.arrayContaining(["AS923-2", "AS923-3", "AS923-4"]),
      certifications: expect.arrayContaining(["IEC EN 62368-1", "ETSI EN 301 489-1 V2.2.3"]),
      prices: [{ currency: "EUR", price: "60.00" }],
    });
    // No lorawanCertified flag in the definition: no certification claim at all, least of all "No".
    expect(product.specifications).not.toHaveProperty("LoRaWAN Certified");
    // The photo is stored as media and is the product's image.
    expect(product.image).toMatch(/^\/api\/images\/media\/.+\.png$/);
    const image = await send(api, "GET", product.image as string);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(real("n-fuse/sta.png"))).toBe(true);
    const media = (await (await send(api, "GET", "/api/admin/media", { cookie: admin })).json()) as { url: string; originalName: string }[];
    expect(media).toContainEqual(expect.objectContaining({ url: product.image, originalName: "sta.png" }));
  });

  it("matches duplicates by vendor and name, and part number where both have one", async () => {
    const vendor = `Bosch ${unique()}`;
    const tps110 = realYaml("bosch/tps110.yaml");
    await importReal({ vendor, devices: [tps110] });
    const again = await importReal({
      vendor,
      devices: [tps110, { file: "tps110-b.yaml", yaml: tps110.yaml.replace("partNumber: TPS110", "partNumber: TPS110-B") }],
    });
    expect(again.products.map((p) => [p.file, p.skipped])).toEqual([
      ["tps110.yaml", true],
      ["tps110-b.yaml", false],
    ]);
    const otherVendor = await importReal({ vendor: `${vendor} other`, devices: [tps110], preview: true });
    expect(otherVendor).toMatchObject({ added: 1, skipped: 0 });
  });
});

describe("POST /api/admin/import-devices refuses by file, never by 500 (issue 47)", () => {
  type Refusals = Answer & {
    problems: { file: string; line: number | null; field: string | null; message: string }[];
    files: { file: string; outcome: string; reason: string }[];
  };
  /** A billion laughs: 9 aliases of 9 aliases of ... a few hundred bytes that expand to 9^6 strings. */
  const aliasBomb = [
    'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
    ...["b", "c", "d", "e", "f"].map((name, i) => `${name}: &${name} [${Array(9).fill(`*${"abcde"[i]}`).join(", ")}]`),
    "name: Bomb",
    "firmwareVersions:",
    "  - version: 1",
  ].join("\n");

  it("refuses an alias bomb, !!js/function, !!js/regexp and a 5 MB file, each by its own name and line, and imports the good file beside them", async () => {
    const good = definition();
    const fn = definition(undefined, (yaml) => yaml.replace(/^name: .*$/m, 'name: !!js/function "function () { return process.env }"'));
    const regexp = definition(undefined, (yaml) => yaml.replace("ipCode: IP64", "ipCode: !!js/regexp /IP\\d+/"));
    const huge = `${good.yaml}\ndescription: "${"x".repeat(5 * 1024 * 1024)}"\n`;
    const response = await importDevices({
      vendor: "Example",
      devices: [
        { file: "vendor/example/bomb.yaml", yaml: aliasBomb },
        { file: "vendor/example/function.yaml", yaml: fn.yaml },
        { file: "vendor/example/good.yaml", yaml: good.yaml },
        { file: "vendor/example/regexp.yaml", yaml: regexp.yaml },
        { file: "vendor/example/huge.yaml", yaml: huge },
      ],
    });
    expect(response.status).toBe(200);
    const answer = (await response.json()) as Refusals;
    expect(answer).toMatchObject({ added: 1, message: "Imported 1 device, 4 files cannot be imported" });
    expect(answer.products.map((p) => [p.file, p.product.name])).toEqual([["vendor/example/good.yaml", good.name]]);
    expect(answer.problems).toEqual([
      {
        file: "vendor/example/bomb.yaml",
        line: 2,
        field: null,
        message: expect.stringContaining('aliases (*name) expand beyond 100 copies, as a "billion laughs" file does'),
      },
      { file: "vendor/example/function.yaml", line: 3, field: null, message: expect.stringContaining("This file uses the YAML tag !!js/function") },
      { file: "vendor/example/regexp.yaml", line: 81, field: null, message: expect.stringContaining("This file uses the YAML tag !!js/regexp") },
      {
        file: "vendor/example/huge.yaml",
        line: null,
        field: null,
        message: expect.stringMatching(/^This file has 5,2\d\d,\d\d\d characters; a device definition has at most 200,000/),
      },
    ]);
    const names = (await allProducts()).map((product) => product.name);
    expect(names).toContain(good.name);
    expect(names.some((name) => name.includes("function"))).toBe(false);
  });

  it("answers 400 naming the file, not a 500, when the alias bomb is the only file", async () => {
    const response = await importDevices({ vendor: "Example", devices: [{ file: "vendor/example/bomb.yaml", yaml: aliasBomb }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^vendor\/example\/bomb\.yaml \(line 2\): This file's aliases/);
  });

  it("refuses a device whose photo is not an image, and imports the device beside it with its real photo", async () => {
    const vendor = `Netvox ${unique()}`;
    const netvox = (file: string) => ({ file, yaml: real(`netvox/${file}`).toString("utf8") });
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const answer = (await (
      await importDevices({
        vendor,
        devices: [netvox("r718y.yaml"), netvox("r718j.yaml")],
        images: [
          { file: "photos/r718y.jpg", contentBase64: html.toString("base64") },
          { file: "photos/r718j.jpg", contentBase64: real("netvox/photos/r718j.jpg").toString("base64") },
        ],
      })
    ).json()) as Refusals;
    expect(answer).toMatchObject({ added: 1, skipped: 0, message: "Imported 1 device, 1 file cannot be imported" });
    expect(answer.problems).toEqual([
      {
        file: "r718y.yaml",
        line: null,
        field: "photos",
        message: "The photo photos/r718y.jpg is not an image (its bytes are not a PNG, JPEG, GIF or WebP image): this device was not imported",
      },
    ]);
    expect(answer.files).toEqual([
      { file: "photos/r718y.jpg", outcome: "skipped", reason: "Not an image: its bytes are not a PNG, JPEG, GIF or WebP image" },
      { file: "photos/r718j.jpg", outcome: "used", reason: "Photo of r718j.yaml" },
    ]);
    const products = (await allProducts()).filter((product) => product.manufacturer === vendor);
    expect(products.map((product) => product.name)).toEqual(["Netvox R718J - Wireless Dry Contact Interface"]);
    const image = await send(api, "GET", products[0]!.image as string);
    expect(Buffer.from(await image.arrayBuffer()).equals(real("netvox/photos/r718j.jpg"))).toBe(true);
  });

  it("takes Netvox's photos from the photos/ sub-folder its definitions name, and skips its profile", async () => {
    const vendor = `Netvox ${unique()}`;
    const answer = (await (
      await importDevices({
        vendor,
        devices: ["netvox/r718y.yaml", "netvox/profile-eu868.yaml"].map(realYaml),
        images: [{ file: "photos/r718y.jpg", contentBase64: real("netvox/photos/r718y.jpg").toString("base64") }],
      })
    ).json()) as Refusals;
    expect(answer).toMatchObject({ added: 1, problems: [] });
    expect(answer.files).toEqual([
      { file: "profile-eu868.yaml", outcome: "skipped", reason: expect.stringContaining("A LoRaWAN profile") },
      { file: "photos/r718y.jpg", outcome: "used", reason: "Photo of r718y.yaml" },
    ]);
    expect(answer.products[0]!.notes).toEqual([]);
    expect(answer.products[0]!.product.image).toMatch(/^\/api\/images\/media\/.+\.jpg$/);
  });
});
