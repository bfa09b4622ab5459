import { createContext, useContext } from "react";

/** The browser entry a page starts (entry.client.tsx) and the modules it imports, from React Router's build manifest. */
export interface BootModules {
  module: string;
  imports: string[];
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
 * What a page runs in the browser (decision 021): the islands entry as a module script, its imports
 * preloaded, and nothing of React Router's browser runtime (the root renders this instead of
 * `<Scripts/>`). The page is whole without it: links are plain anchors, and each island hydrates on
 * its own trigger.
 */
export function BootScript() {
  const boot = useContext(BootModulesContext);
  if (!boot) return null;
  return (
    <>
      {boot.devRuntime && <script type="module" src={boot.devRuntime} />}
      {boot.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={boot.module} />
    </>
  );
}
