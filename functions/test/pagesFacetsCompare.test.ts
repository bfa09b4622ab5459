import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { putProduct, unique, type TestApi } from "./helpers.js";
import { head, startPagesApi } from "./pages.js";

// Issue 22: the marketplace rendered for its facets, and /compare, as the function renders them.
let api: TestApi;
beforeAll(async () => {
  api = await startPagesApi();
});
afterAll(async () => {
  await api?.close();
});

const randomId = () => 700000 + Math.floor(Math.random() * 90000);
describe("GET /marketplace with facets", () => {
  it("counts exactly the devices of the chosen region and sensor (AND across, OR within), in the HTML", { timeout: 60_000 }, async () => {
    const word = `facetprobe${unique().replace(/\W/g, "")}`;
    const [a, b, c, d] = [randomId(), randomId() + 1, randomId() + 2, randomId() + 3];
    await putProduct(a, { name: `${word} A`, regions: ["KR920-923"], sensors: ["co2"], ipRating: "IP67" });
    await putProduct(b, { name: `${word} B`, regions: ["IN865-867"], sensors: ["co2", "humidity"], ipRating: "IP30" });
    await putProduct(c, { name: `${word} C`, regions: ["KR920-923"], sensors: ["level"], ipRating: "IP68" });
    await putProduct(d, { name: `${word} D`, regions: ["EU863-870"], sensors: ["co2"], ipRating: "IP67" });
    const html = await (await fetch(api.url(`/marketplace?q=${word}&region=KR920-923&region=IN865-867&sensor=co2`))).text();
    expect(html).toContain(">2 devices found<");
    expect(html).toContain(`${word} A`);
    expect(html).toContain(`${word} B`);
    expect(html).not.toContain(`${word} C`);
    expect(html).not.toContain(`${word} D`);
    expect(html).toContain("Region / frequency plan");
    expect(html).toContain("IP rating");
    const ipOnly = await (await fetch(api.url(`/marketplace?q=${word}&ip=IP67`))).text();
    expect(ipOnly).toContain(">2 devices found<");
  });
});

describe("GET /compare", () => {
  it("renders the products side by side in a table, noindex, naming the ids it skipped", async () => {
    const [a, b] = [randomId(), randomId() + 1];
    await putProduct(a, { name: `Compared ${a}`, batteryLife: "10 years", ipRating: "IP67", regions: ["EU863-870"] });
    await putProduct(b, { name: `Compared ${b}`, batteryLife: "5 years", ipRating: "IP67", regions: ["US902-928"] });
    const response = await fetch(api.url(`/compare?ids=${a},999999999,${b},x1`));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60");
    const html = await response.text();
    expect(head(html)).toContain('<meta name="robots" content="noindex"/>');
    expect(head(html)).toContain(`<title>Compare Compared ${a} vs Compared ${b}</title>`);
    expect(html).toContain("<table");
    expect(html).toContain(`Compared ${a}`);
    expect(html).toContain("10 years");
    expect(html).toContain("5 years");
    // React writes <!-- --> between adjacent text parts.
    expect(html.replaceAll("<!-- -->", "")).toContain("Not compared (no published product has this id): 999999999, x1.");
  });

  it("says there is nothing to compare without ids", async () => {
    const html = await (await fetch(api.url("/compare"))).text();
    expect(html).toContain("No devices to compare");
  });
});
