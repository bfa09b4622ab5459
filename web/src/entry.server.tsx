import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import type { PublicProduct } from "@schema/product";
import { createEmotionCache } from "./app/emotionCache";
import { ServerProductContext } from "./features/catalogue/api/getProduct";
import { ServerCatalogueContext } from "./features/catalogue/api/getProducts";

/**
 * What the function passes when it renders /products/{id} (the product) or /marketplace (the
 * published catalogue), functions/src/render/pageSsr.ts.
 */
export interface RenderedPageContext {
  product: PublicProduct;
  catalogue: PublicProduct[];
}

/** Renders everything, Suspense included: React Router streams its hydration data through it. */
function renderComplete(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

// Runs at build time for every prerendered page (ssr: false), and in the function for product pages
// and the marketplace, with the product or catalogue it read as load context. Chakra's Emotion styles are extracted and written
// into the head so the HTML is styled before any script runs.
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext?: Partial<RenderedPageContext>,
) {
  const cache = createEmotionCache();
  // compat mode: Emotion must not inline <style> tags in the body; they are extracted below.
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <ServerProductContext value={loadContext?.product ?? null}>
        <ServerCatalogueContext value={loadContext?.catalogue ?? null}>
          <ServerRouter context={routerContext} url={request.url} />
        </ServerCatalogueContext>
      </ServerProductContext>
    </CacheProvider>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const marker = '<meta name="emotion-insertion-point" content=""/>';
  // React writes the doctype itself when it renders <html>.
  const document = html.replace(marker, `${marker}${styles}`);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(document, { status, headers });
}
