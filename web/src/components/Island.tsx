import type { ComponentProps, ReactNode } from "react";
import type { HydrationTrigger } from "~/islands/boot";
import { islandAttribute } from "~/islands/attributes";
import type { IslandComponent } from "~/islands/island";

type IslandElementProps<C extends IslandComponent> = {
  /** The island's component: one a `<Name>.island.tsx` module declares with `island()`. */
  of: C;
  /**
   * Props the server renders with but does not write into the page, because they are large (the
   * catalogue): the component's `prepare` reads them again in the browser before hydrating.
   */
  withheld?: Partial<ComponentProps<C>>;
  /**
   * When it hydrates (decisions 011 and 101). "load" (the default): as soon as the page has painted,
   * for what the first view needs working. "interaction": at the first pointer over it or focus in
   * it, for controls that work from their HTML until then.
   */
  hydrate?: HydrationTrigger;
  /**
   * The query of the page's address the island was rendered for. Where the browser's address has
   * another (a page the service worker kept for offline use, opened for a new search), what the
   * island shows is out of date: it hydrates at once instead of waiting for its trigger.
   */
  renderedQuery?: string;
} & ([keyof ComponentProps<C>] extends [never] ? { props?: undefined } : { props: ComponentProps<C> });

/**
 * An interactive part of a page, hydrated on its own (decisions 010, 021, 048): the page around it
 * stays the server's HTML. It renders its component with `props` (and `withheld`), and writes the
 * props as JSON for the browser, which hydrates the island with the same component's module.
 */
export function Island<C extends IslandComponent>({ of: Component, props, withheld, hydrate = "load", renderedQuery }: IslandElementProps<C>): ReactNode {
  const attributes = {
    [islandAttribute]: Component.islandName,
    "data-props": props === undefined ? undefined : JSON.stringify(props),
    "data-hydrate": hydrate === "load" ? undefined : hydrate,
    "data-rendered-query": renderedQuery,
  };
  const Rendered = Component as (props: object) => ReactNode;
  return (
    <div {...attributes}>
      <Rendered {...props} {...withheld} />
    </div>
  );
}
