import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useNavigate } from "react-router";

/** Attribute of every island's wrapper (a `display: contents` div, see the theme's global CSS). */
export const staticIslandAttribute = "data-static-island";

/** Set once the first page of this document has hydrated: islands render normally from then on. */
let pageHydrated = false;

function prerenderedIslandExists(id: string): boolean {
  if (pageHydrated || typeof document === "undefined") return false;
  return document.querySelector(`[${staticIslandAttribute}="${CSS.escape(id)}"]`) !== null;
}

/**
 * Content that needs no JavaScript once on screen: text, headings, plain links. When the browser
 * opens a prerendered page, React leaves an island's HTML exactly as it came instead of rendering
 * and hydrating it again, which saves most of the main-thread work of the first load. Rendered
 * any other way (client-side navigation, the app shell) it is ordinary React.
 *
 * Nothing inside may rely on effects or event handlers: links inside islands are followed by
 * `useStaticIslandLinks` without a page reload.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const [keepPrerendered, setKeepPrerendered] = useState(() => prerenderedIslandExists(id));
  // If React rendered this page afresh after all (a hydration mismatch elsewhere makes it throw the
  // server HTML away), the wrapper comes out empty: render the content before the browser paints.
  useLayoutEffect(() => {
    if (keepPrerendered && wrapper.current?.childNodes.length === 0) setKeepPrerendered(false);
  }, [keepPrerendered]);
  const attributes = { [staticIslandAttribute]: id };
  if (keepPrerendered) {
    // An empty inner HTML tells React not to look inside: the prerendered children stay as they are.
    return <div ref={wrapper} {...attributes} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />;
  }
  return (
    <div ref={wrapper} {...attributes}>
      {children}
    </div>
  );
}

/** The same-document path a click on an island's link should go to, or null to let the browser handle it. */
export function islandLinkTarget(event: MouseEvent, current: Location | URL): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  if (!(event.target instanceof Element)) return null;
  const anchor = event.target.closest("a[href]");
  if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${staticIslandAttribute}]`)) return null;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  const url = new URL(anchor.href);
  if (url.origin !== current.origin) return null;
  // A jump within the page is the browser's job.
  if (url.hash && url.pathname === current.pathname && url.search === current.search) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * Follows clicks on links inside kept-as-prerendered islands the way a router Link would (no page
 * reload), and marks the page hydrated. Mount once, in the layout every public page shares.
 */
export function useStaticIslandLinks() {
  const navigate = useNavigate();
  useEffect(() => {
    pageHydrated = true;
    const follow = (event: MouseEvent) => {
      const to = islandLinkTarget(event, window.location);
      if (to === null) return;
      event.preventDefault();
      void navigate(to);
    };
    document.addEventListener("click", follow);
    return () => document.removeEventListener("click", follow);
  }, [navigate]);
}
