import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactElement, ReactNode } from "react";
import type { EntryContext } from "react-router";
import { createEmotionCache, globalChunkKey, prerenderedStyleTags } from "./emotionCache";
import { PageHeadContext, stylesInsertionPoint } from "./PageHead";
import { pageGlobalCss } from "./pageGlobalCss.server";
import { pageLoaderSource } from "./pageLoader.server";

/**
 * One server render's page head. `wrap` puts the page inside what its head needs while it renders:
 * the Emotion cache Chakra's styles are extracted from, and the loader and entry that `<PageHead>`
 * writes. `write` takes the rendered HTML and writes the page's styles into its head, after
 * `<PageHead>`: Chakra's reset and global CSS with only the tokens and keyframes the page uses
 * (decision 047), then the rule of each class the page uses.
 */
export function pageHeadRender(manifest: EntryContext["manifest"]): { wrap: (page: ReactNode) => ReactElement; write: (html: string) => string } {
  const cache = createEmotionCache();
  // compat mode: Emotion must not inline <style> tags in the body; they are extracted in `write`.
  cache.compat = true;
  const emotion = createEmotionServer(cache);
  const scripts = { entry: manifest.entry.module, loader: pageLoaderSource, devRuntime: manifest.hmr?.runtime };
  return {
    wrap: (page) => (
      <CacheProvider value={cache}>
        <PageHeadContext value={scripts}>{page}</PageHeadContext>
      </CacheProvider>
    ),
    write(html) {
      const chunks = emotion.extractCriticalToChunks(html).styles;
      // A token or keyframes stays when this page uses it, in its rules or its markup.
      const pageText = html + chunks.map(({ key, css }) => (key === globalChunkKey ? "" : css)).join("");
      const styles = prerenderedStyleTags(
        chunks.map((chunk) => (chunk.key === globalChunkKey ? { ...chunk, css: pageGlobalCss(chunk.css, pageText) } : chunk)),
      );
      const marker = `<meta name="${stylesInsertionPoint}" content=""/>`;
      return html.replace(marker, () => `${marker}${styles}`);
    },
  };
}
