import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { createEmotionCache, prerenderedStyleTags } from "./app/emotionCache";

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

// Runs only at build time: the site is prerendered (ssr: false). Chakra's Emotion styles are
// extracted and written into the head so the static HTML is styled before any script runs.
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const cache = createEmotionCache();
  // compat mode: Emotion must not inline <style> tags in the body; they are extracted below.
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const html = await renderComplete(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
  );
  const styles = prerenderedStyleTags(emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)));
  const marker = '<meta name="emotion-insertion-point" content=""/>';
  // React writes the doctype itself when it renders <html>.
  const document = html.replace(marker, `${marker}${styles}`);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(document, { status, headers });
}
