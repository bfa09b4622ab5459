import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactElement, ReactNode } from "react";
import type { EntryContext } from "react-router";
import { createEmotionCache, prerenderedStyleTags } from "./emotionCache";
import { PageHeadContext, stylesInsertionPoint } from "./PageHead";
import { pageLoaderSource } from "~/boot/loader.server";

/**
 * One server render's page head. `wrap` puts the page inside what its head needs while it renders:
 * the Emotion cache Chakra's styles are extracted from, and the loader and entry that `<PageHead>`
 * writes. `write` takes the rendered HTML and writes the page's styles into its head, after
 * `<PageHead>`: the system's global styles (Chakra's reset and global CSS, the site's rules, its
 * tokens and keyframes: theme.ts), then the rule of each class the page uses.
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
      const styles = prerenderedStyleTags(emotion.extractCriticalToChunks(html).styles);
      const marker = `<meta name="${stylesInsertionPoint}" content=""/>`;
      return html.replace(marker, () => `${marker}${styles}`);
    },
  };
}
