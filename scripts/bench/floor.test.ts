import { describe, expect, it } from "vitest";
import { floorHtml, floorName, paintRatio } from "./floor.ts";

const page = [
  '<!DOCTYPE html><html lang="en"><head>',
  '<link rel="preload" href="/assets/inter-latin-wght-normal-Dx4kXJAl.woff2" as="font" type="font/woff2" crossorigin="anonymous"/>',
  '<link rel="modulepreload" href="/assets/Island-Czr2ZXXc.js"/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="preload" as="image" href="/images/hero.webp"/>',
  '<style data-emotion="css-global">@font-face{font-family:"Inter Variable";font-display:optional;src:url(/assets/inter-latin-wght-normal-Dx4kXJAl.woff2) format("woff2-variations")}' +
    '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}body{font-family:"Inter Variable","Inter Fallback",sans-serif}</style>',
  '<script type="application/ld+json">{"@type":"Product","name":"Pricing"}</script>',
  "</head><body><h1>Plans and pricing</h1>",
  '<script data-entry="/assets/islands.client-WLZnM2W6.js" src="/assets/hydrate-after-paint-R9Axnm2a5siK.js"></script>',
  "<SCRIPT>window.x = '<div>';</SCRIPT>",
  "</body></html>",
].join("\n");

describe("floorHtml", () => {
  const { html, removed } = floorHtml(page);

  it("takes out every script element, external, inline and JSON-LD, and every modulepreload", () => {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("modulepreload");
    expect(removed).toMatchObject({ scripts: 3, modulepreloads: 1 });
  });

  it("takes out the Inter woff2's preload and @font-face, so text paints in the fallback font", () => {
    expect(html).not.toContain(".woff2");
    expect(removed).toMatchObject({ fontPreloads: 1, fontFaces: 1 });
  });

  it("keeps the markup, the CSS, a local() fallback face, and links that are neither scripts nor fonts", () => {
    expect(html).toContain("<h1>Plans and pricing</h1>");
    expect(html).toContain('@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}');
    expect(html).toContain('body{font-family:"Inter Variable","Inter Fallback",sans-serif}');
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/images/hero.webp"/>');
  });

  it("leaves a page with nothing to take out as it was", () => {
    const plain = "<html><head><style>h1{color:red}</style></head><body><h1>Floor</h1></body></html>";
    expect(floorHtml(plain)).toEqual({ html: plain, removed: { scripts: 0, modulepreloads: 0, fontPreloads: 0, fontFaces: 0 } });
  });
});

describe("floorName", () => {
  it("names each measured page's floor file after its path", () => {
    expect(floorName("/")).toBe("home");
    expect(floorName("/pricing")).toBe("pricing");
    expect(floorName("/products/30")).toBe("products-30");
    expect(floorName("/marketplace")).toBe("marketplace");
  });
});

describe("paintRatio", () => {
  it("is the page's time over the floor's, to 2 decimals (issue 20's /pricing: 1.52 s against 1.06 s)", () => {
    expect(paintRatio(1520, 1060)).toBe(1.43);
    expect(paintRatio(1000, 1000)).toBe(1);
  });
});
