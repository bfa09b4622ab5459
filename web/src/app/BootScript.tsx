import { createContext, useContext } from "react";
import { pageLoaderSource } from "./pageLoader";

/** The browser entry a page starts (entry.client.tsx), from React Router's build manifest. */
export interface BootModules {
  module: string;
  /**
   * In development only (`npm run dev`, decision 045): React Router's hot-reload runtime
   * (`manifest.hmr.runtime`), which `<Scripts/>` would import first. It connects the page to Vite's
   * hot updates and sets up React Refresh, which the islands' modules need before they run.
   */
  devRuntime?: string;
}

/** Given by entry.server.tsx from the request's EntryContext (`manifest.entry`, `manifest.hmr`). */
export const BootModulesContext = createContext<BootModules | null>(null);

/**
 * What a page runs in the browser (decisions 021 and 046), rendered in the head instead of
 * React Router's `<Scripts/>`: the page loader, inline, which imports the islands entry once the page
 * has painted. No module script or modulepreload is requested before that, and nothing of React
 * Router's browser runtime ever is. The page is whole without it: links are plain anchors, and each
 * island hydrates on its own trigger.
 */
export function BootScript() {
  const boot = useContext(BootModulesContext);
  if (!boot) return null;
  return (
    <>
      {boot.devRuntime && <script type="module" src={boot.devRuntime} />}
      <script data-entry={boot.module} dangerouslySetInnerHTML={{ __html: pageLoaderSource }} />
    </>
  );
}
