import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { send, signedInCookies, startApi, unique, type TestApi } from "./helpers.js";

// Issue 22: POST /api/admin/import-devices turns LoRaWAN Device Repository definitions into products.

const windSensor = readFileSync(new URL("./fixtures/windsensor.yaml", import.meta.url), "utf8");

let api: TestApi;
let admin: string;
let user: string;
beforeAll(async () => {
  api = await startApi();
  ({ adminCookie: admin, userCookie: user } = await signedInCookies(api));
});
afterAll(() => api.close());

type Product = Record<string, unknown> & { id: number; name: string; updatedAt: string };
type Answer = { message: string; added: number; skipped: number; products: { file: string; skipped: boolean; product: Record<string, unknown> }[] };

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
      dimensions: "34 x 26 x 77 mm",
      weight: "350 g",
      operatingTemp: "-30 to +85°C",
      connectivity: ["LoRaWAN", "BLE", "Cellular"],
      isPublished: false,
      specifications: {
        Battery: "AA (replaceable)",
        "Additional Radios": "BLE, Cellular",
        "Bridge Interfaces": "m-bus, rs-485",
        "LoRaWAN Certified": "Yes (EU863-870, US902-928)",
        "Operating Humidity": "0 to 97% RH",
        "Firmware Versions": "1.0, 2.0",
      },
    };
    expect(answer.products).toEqual([{ file: "windsensor.yaml", skipped: false, product: expect.objectContaining(expected) }]);
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
      vendor: "Other",
      devices: [
        { file: "again.yaml", yaml: changed },
        { file: "fresh.yaml", yaml: fresh.yaml },
      ],
    });
    const answer = (await response.json()) as Answer;
    expect(answer).toMatchObject({ added: 1, skipped: 1, message: "Imported 1 device, skipped 1 device whose name exists" });
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

  it("answers 400 naming a file that is not valid YAML, and writes nothing of the other files", async () => {
    const good = definition();
    const count = (await allProducts()).length;
    const response = await importDevices({
      vendor: "Example",
      devices: [
        { file: "good.yaml", yaml: good.yaml },
        { file: "broken.yaml", yaml: "name: [Wind Sensor\nfirmwareVersions:\n  - version: 1" },
      ],
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string };
    expect(body.message).toMatch(/^broken\.yaml: not valid YAML/);
    expect(await allProducts()).toHaveLength(count);
    expect((await allProducts()).some((product) => product.name === good.name)).toBe(false);
  });

  it.each([
    ["a list", "- name: Wind Sensor\n"],
    ["a mapping without firmware versions", "name: Wind Sensor\nsensors:\n  - wind speed\n"],
    ["an empty file", ""],
    ["a vendor index", "vendors:\n  - id: example\n    name: Example\n"],
  ])("answers 400 naming a file that is not a device definition: %s", async (_what, yaml) => {
    const response = await importDevices({ vendor: "Example", devices: [{ file: "index.yaml", yaml }] });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/^index\.yaml: not a LoRaWAN device definition/);
  });

  it("answers 400 naming the file when its values cannot make a product (an unknown region, a bad IP code)", async () => {
    const region = definition(undefined, (yaml) => yaml.replace("      AS923:", "      MARS-1:"));
    const regionAnswer = await importDevices({ vendor: "Example", devices: [{ file: "mars.yaml", yaml: region.yaml }] });
    expect(regionAnswer.status).toBe(400);
    expect(((await regionAnswer.json()) as { message: string }).message).toMatch(
      /^mars\.yaml: cannot become a product \(regions\.\d+: Unknown region "MARS-1"/,
    );
    const ip = definition(undefined, (yaml) => yaml.replace("ipCode: IP64", "ipCode: IPX4"));
    const ipAnswer = await importDevices({ vendor: "Example", devices: [{ file: "ipx4.yaml", yaml: ip.yaml }] });
    expect(ipAnswer.status).toBe(400);
    expect(((await ipAnswer.json()) as { message: string }).message).toContain(
      'ipx4.yaml: cannot become a product (ipRating: IP rating "IPX4" is not an IP code',
    );
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
