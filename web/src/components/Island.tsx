import type { ReactNode } from "react";
import type { HydrationTrigger } from "~/islands/boot";
import type { IslandName, IslandProps } from "~/islands/registry";

import { busyUntilHydratedAttribute, islandAttribute } from "~/islands/attributes";

export { busyUntilHydratedAttribute, islandAttribute };

/**
 * Props for what an island shows that a visitor's input makes out of date until the island has
 * hydrated and answers it (the marketplace's rendered results, while the catalogue they are
 * filtered from loads): `islands/boot.ts` marks it `aria-busy` from that input until then, so it can
 * be styled with `_loading`. Hydration finds that attribute, which the component did not render.
 */
export const busyUntilHydrated = { [busyUntilHydratedAttribute]: "", suppressHydrationWarning: true } as const;

interface IslandElementProps<N extends IslandName> {
  name: N;
  /** What the island's component gets in the browser (JSON). Omit when it takes none. */
  props?: IslandProps<N>;
  /** What the page renders here: the island's component with the same props. */
  children: ReactNode;
  /**
   * When it hydrates (decision 010). "load" (the default): with the page, for what the first view
   * needs working (the marketplace's catalogue). "visible": when it comes near the viewport, for
   * islands below the first screen whose code and data the first view does not need.
   * "interaction": at the first pointer over it or focus in it, for controls (a press before it
   * has hydrated is replayed). "install-offer": when the browser offers to install the site, for
   * the Install button that shows only then.
   */
  hydrate?: HydrationTrigger;
  /**
   * The query of the page's address the island was rendered for. Where the browser's address has
   * another (a page the service worker kept for offline use, opened for a new search), what the
   * island shows is out of date: it hydrates at once instead of waiting for its trigger.
   */
  renderedQuery?: string;
}

/**
 * An interactive part of a page that public pages hydrate on its own (decision 010): the page
 * around it stays the prerendered HTML, and `islands/islands.client.tsx` hydrates each island with the
 * component `islands/registry.ts` names and the props written here. In the app (React Router) it is
 * just its children in a wrapper.
 */
export function Island<N extends IslandName>({ name, props, children, hydrate = "load", renderedQuery }: IslandElementProps<N>) {
  const attributes = {
    [islandAttribute]: name,
    "data-props": props === undefined ? undefined : JSON.stringify(props),
    "data-hydrate": hydrate === "load" ? undefined : hydrate,
    "data-rendered-query": renderedQuery,
  };
  return <div {...attributes}>{children}</div>;
}
