import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext } from "react-router";
import { pageHeadRender } from "./app/pageHead/index.server";

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
// extracted and written into the head so the HTML is styled before any script runs (the page head,
// app/pageHead). The page boots React Router's client entry (entry.client.tsx, the islands) from the
// build's manifest, not the router.
export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext) {
  const head = pageHeadRender(routerContext.manifest);
  // React writes the doctype itself when it renders <html>.
  const html = await renderComplete(head.wrap(<ServerRouter context={routerContext} url={request.url} />));
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(head.write(html), { status, headers });
}
