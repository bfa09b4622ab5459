import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { createEmotionCache, globalChunkKey, prerenderedStyleTags } from "./app/emotionCache";
import { BootModulesContext } from "./app/BootScript";
import { pageGlobalCss } from "./app/pageGlobalCss";

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

// Every page is rendered here (decision 021): at build time for the prerendered routes, and in the
// function for the marketplace, product pages and unknown paths. Chakra's Emotion styles are
// extracted and written into the head so the HTML is styled before any script runs. The page boots
// React Router's client entry (entry.client.tsx, the islands) from the build's manifest, not the router.
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const cache = createEmotionCache();
  // compat mode: Emotion must not inline <style> tags in the body; they are extracted below.
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <BootModulesContext value={{ module: routerContext.manifest.entry.module, devRuntime: routerContext.manifest.hmr?.runtime }}>
        <ServerRouter context={routerContext} url={request.url} />
      </BootModulesContext>
    </CacheProvider>,
  );
  const chunks = emotion.extractCriticalToChunks(html).styles;
  // The head has the tokens and keyframes this page uses, in its rules or its markup (decision 047).
  const pageText = html + chunks.map(({ key, css }) => (key === globalChunkKey ? "" : css)).join("");
  const styles = prerenderedStyleTags(chunks.map((chunk) => (chunk.key === globalChunkKey ? { ...chunk, css: pageGlobalCss(chunk.css, pageText) } : chunk)));
  const marker = '<meta name="emotion-insertion-point" content=""/>';
  // React writes the doctype itself when it renders <html>.
  const document = html.replace(marker, `${marker}${styles}`);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(document, { status, headers });
}
