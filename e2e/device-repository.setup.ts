import { readFileSync } from "node:fs";
import { expect, test as setup } from "@playwright/test";
import { vendorNameOf } from "@lorawan/contracts/deviceRepository";
import { adminAccount } from "./admin-support";

// Before any journey (a setup project, e2e/playwright.config.ts): the e2e catalogue carries real
// devices of the LoRaWAN Device Repository beside the seed, imported through the product's own
// import and published, so the journeys that count or search the catalogue see them from the start
// instead of as they arrive (marketplace-search.spec.ts searches them; issue 46).
const definitions = ["dragino/lht65.yaml", "milesight-iot/ws202.yaml"];

setup("the catalogue carries two real Device Repository devices, published", async ({ request }) => {
  expect((await request.post("/api/auth/login", { data: adminAccount })).status()).toBe(200);
  const devices = definitions.map((file) => ({
    file,
    yaml: readFileSync(new URL(`../functions/test/fixtures/lorawan-devices/${file}`, import.meta.url), "utf8"),
    vendor: vendorNameOf(file.split("/")[0]!),
  }));
  const imported = await request.post("/api/admin/import-devices", { data: { vendor: "Device Repository", devices } });
  expect(imported.status()).toBe(200);
  // Added now, or by an earlier run on the same stack (an import adds only names it does not hold).
  const names = new Set(["Dragino LHT65 - Temperature & Humidity Sensor", "Milesight WS202 - PIR & Light Sensor"]);
  const products = (await (await request.get("/api/admin/products?view=summary")).json()) as { id: number; name: string }[];
  const ids = products.filter((p) => names.has(p.name)).map((p) => p.id);
  expect(ids).toHaveLength(2);
  expect((await request.post("/api/admin/products/bulk", { data: { ids, action: "publish" } })).status()).toBe(200);
});
