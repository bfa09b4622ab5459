import { describe, expect, it } from "vitest";
import { htmlCarries, htmlText, scriptResources, type ResourceEntry } from "./installed.ts";

describe("htmlCarries", () => {
  it("finds the marketplace's count when React split it from its words with a comment", () => {
    expect(htmlCarries('<main><p role="status">33<!-- --> devices found</p></main>', "33 devices found")).toBe(true);
    expect(htmlCarries("<p>From $<!-- -->49<!-- -->/month</p>", "From $49/month")).toBe(true);
  });

  it("finds a product's name written with entities and split over lines", () => {
    expect(htmlCarries("<h1>Temperature &amp; Humidity\n  Sensor&#x20;TH-100</h1>", "Temperature & Humidity Sensor TH-100")).toBe(true);
  });

  it("does not count text that only scripts, styles or attributes carry: a reader does not see it before scripts run", () => {
    const shell = [
      '<html><head><meta name="description" content="33 devices found">',
      '<script type="application/ld+json">{"name":"TH-100 Sensor"}</script><style>.x::after{content:"33 devices found"}</style></head>',
      '<body><div id="root">Loading...</div><script>window.__data = "TH-100 Sensor"</script></body></html>',
    ].join("");
    expect(htmlCarries(shell, "33 devices found")).toBe(false);
    expect(htmlCarries(shell, "TH-100 Sensor")).toBe(false);
    expect(htmlText(shell)).toBe("Loading...");
  });

  it("does not accept an empty content as found", () => {
    expect(htmlCarries("<body>anything</body>", "  ")).toBe(false);
  });
});

describe("scriptResources", () => {
  const entry = (name: string, initiatorType: string, transferSize: number, decodedBodySize: number): ResourceEntry => ({
    name,
    initiatorType,
    transferSize,
    decodedBodySize,
  });

  it("counts scripts, modulepreloads and run-time imports once each, and sums their bytes", () => {
    const scripts = scriptResources([
      entry("http://127.0.0.1:25000/assets/hydrate-after-paint-R9Ax.js", "script", 1200, 3000),
      entry("http://127.0.0.1:25000/assets/Island-Czr2.js", "link", 0, 5000),
      entry("http://127.0.0.1:25000/assets/Island-Czr2.js", "script", 0, 5000),
      entry("http://127.0.0.1:25000/assets/chunk.mjs?v=1", "other", 300, 700),
      entry("http://127.0.0.1:25000/api/products", "fetch", 9000, 40000),
      entry("http://127.0.0.1:25000/assets/inter-latin.woff2", "css", 30000, 30000),
    ]);
    expect(scripts.urls).toEqual([
      "http://127.0.0.1:25000/assets/hydrate-after-paint-R9Ax.js",
      "http://127.0.0.1:25000/assets/Island-Czr2.js",
      "http://127.0.0.1:25000/assets/chunk.mjs?v=1",
    ]);
    expect(scripts.transferredBytes).toBe(1500);
    expect(scripts.decodedBytes).toBe(8700);
  });
});
