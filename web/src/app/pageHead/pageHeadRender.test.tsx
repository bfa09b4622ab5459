// @vitest-environment node
import { Button, ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { fontFaces } from "./fontFaces";
import { PageHead } from "./PageHead";
import { pageHeadRender } from "./pageHeadRender.server";
import { pageLoaderSource } from "~/boot/loader.server";
import { siteSystem } from "./theme";

/** The part of React Router's build manifest the head reads. */
const manifest = (hmr?: { runtime: string }) => ({ entry: { module: "/assets/entry.client-abc.js", imports: [] }, hmr }) as unknown as EntryContext["manifest"];

/** A page as entry.server.tsx renders one: root.tsx's head with PageHead, a body with Chakra. */
function renderPage(pageManifest = manifest()) {
  const head = pageHeadRender(pageManifest);
  const html = renderToString(
    head.wrap(
      <html lang="en">
        <head>
          <PageHead />
        </head>
        <body>
          <ChakraProvider value={siteSystem()}>
            <Button>Request a demo</Button>
          </ChakraProvider>
        </body>
      </html>,
    ),
  );
  return head.write(html);
}

describe("the page head the server writes", () => {
  it("has Inter's faces, then the page loader once, inline, with the entry it starts", () => {
    const page = renderPage();
    const loader = `<script data-entry="/assets/entry.client-abc.js">${pageLoaderSource}</script>`;
    expect(page.split(pageLoaderSource)).toHaveLength(2);
    expect(page).toContain(loader);
    expect(page.indexOf(`<style>${fontFaces}</style>`)).toBeLessThan(page.indexOf(loader));
    expect(page).not.toContain('type="module"');
  });

  it("writes the page's styles after PageHead: the system's global CSS with its tokens and keyframes, and the page's class rules", () => {
    const page = renderPage();
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toMatch(
      /<meta name="emotion-insertion-point" content=""\/><style data-prerendered-css="css-global">[^<]*<\/style><style data-prerendered-css="css">/,
    );
    expect(head).toContain(".skip-link");
    // Every token and keyframes the system registers (themeTokens.ts), used on this page or not, and
    // none it leaves out.
    expect(head).toContain("--chakra-colors-blue-solid:");
    expect(head).toContain("@keyframes scale-in");
    expect(head).not.toContain("--chakra-colors-teal-500:");
    expect(head).not.toContain("--chakra-colors-blue-950:");
    expect(head).not.toContain("@keyframes bounce");
    const buttonClass = /<button[^>]* class="[^"]*\b(css-[\w-]+)/.exec(page)![1]!;
    expect(head).toContain(`.${buttonClass}{`);
  });

  it("imports React Router's hot-reload runtime before the loader in development", () => {
    const page = renderPage(manifest({ runtime: "/@react-router/hmr-runtime" }));
    expect(page.indexOf('<script type="module" src="/@react-router/hmr-runtime">')).toBeLessThan(page.indexOf("<script data-entry="));
  });
});
