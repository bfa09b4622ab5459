import { createContext, useContext } from "react";
import { fontFaces } from "./fontFaces";

/** What the server's render gives the head (pageHeadRender.server.tsx), from React Router's build manifest. */
interface PageHeadScripts {
  /** The browser entry a page starts (entry.client.tsx): the loader imports it once the page has painted. */
  entry: string;
  /**
   * The inline page loader's text (boot/loader.server.ts). It reaches the head through this context,
   * not an import, so the route modules React Router builds for the browser (root.tsx's) do not
   * carry it: it is in the page once.
   */
  loader: string;
  /**
   * In development only (`npm run dev`, decision 045): React Router's hot-reload runtime
   * (`manifest.hmr.runtime`), which `<Scripts/>` would import first. It connects the page to Vite's
   * hot updates and sets up React Refresh, which the islands' modules need before they run.
   */
  devRuntime?: string;
}

// Marked pure so that a bundle which imports index.ts for a Chakra system, and not PageHead (the
// islands', the admin app's), leaves this module and Inter's faces out.
export const PageHeadContext = /* @__PURE__ */ createContext<PageHeadScripts | null>(null);

/** The name of the `<meta>` after which the server writes the page's styles (pageHeadRender.server.tsx). */
export const stylesInsertionPoint = "emotion-insertion-point";

/**
 * The part of every page's head that makes it paint and start (decisions 021, 046, 047), rendered by
 * root.tsx in place of React Router's `<Scripts/>`: Inter's faces and its fallback, inline, so the
 * first paint waits for no stylesheet; the page loader, inline, which imports the islands' entry once
 * the page has painted; and the place of the page's styles, which the server writes there. No module
 * script or modulepreload is requested before the first paint, and nothing of React Router's browser
 * runtime ever is. The page is whole without the loader: links are plain anchors, and each island
 * hydrates on its own trigger.
 */
export function PageHead() {
  const scripts = useContext(PageHeadContext);
  return (
    <>
      <style dangerouslySetInnerHTML={{ __html: fontFaces }} />
      {scripts?.devRuntime && <script type="module" src={scripts.devRuntime} />}
      {scripts && <script data-entry={scripts.entry} dangerouslySetInnerHTML={{ __html: scripts.loader }} />}
      <meta name={stylesInsertionPoint} content="" />
    </>
  );
}
