import { describe, expect, it } from "vitest";
import { escapeHtml, injectIntoHead, jsonForScript, renderHeadTags } from "./html.js";

describe("escapeHtml", () => {
  it("escapes the five characters that matter in text and attributes", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;");
  });
});

describe("jsonForScript", () => {
  it("cannot close the script element or open a comment, and stays valid JSON", () => {
    const value = { name: "</script><!-- a & b \u2028" };
    const out = jsonForScript(value);
    expect(out).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(out)).toEqual(value);
  });
});

describe("renderHeadTags and injectIntoHead", () => {
  it("marks every tag for the client and puts them at the end of the head", () => {
    const html = renderHeadTags([
      { kind: "title", text: "A & B" },
      { kind: "meta", name: "description", content: 'say "hi"' },
      { kind: "meta", property: "og:title", content: "A" },
      { kind: "link", attrs: { rel: "canonical", href: "https://x.test/products/1" } },
      { kind: "jsonLd", data: { "@type": "Product" } },
    ]);
    expect(html).toBe(
      '<title data-server-head>A &amp; B</title><meta data-server-head name="description" content="say &quot;hi&quot;">' +
        '<meta data-server-head property="og:title" content="A"><link data-server-head rel="canonical" href="https://x.test/products/1">' +
        '<script data-server-head type="application/ld+json">{"@type":"Product"}</script>',
    );
    expect(injectIntoHead("<html><head><meta charset=utf-8></head><body></body></html>", "<title>x</title>")).toBe(
      "<html><head><meta charset=utf-8><title>x</title></head><body></body></html>",
    );
  });
});
