import type { ComponentProps, ReactNode } from "react";
import type { HydrationTrigger } from "~/islands/boot";
import { busyUntilHydratedAttribute, islandAttribute } from "~/islands/attributes";
import { registeredIslandName } from "~/islands/components";
import type { IslandComponent } from "~/islands/registry";

export { busyUntilHydratedAttribute, islandAttribute };

type IslandElementProps<C extends IslandComponent> = {
  /** The island's component: one that a `islands/<name>.island.ts` names. */
  of: C;
  /**
   * Props the server renders with but does not write into the page, because they are large (the
   * catalogue): the component's `prepare` reads them again in the browser before hydrating.
   */
  withheld?: Partial<ComponentProps<C>>;
  /**
   * When it hydrates (decision 011). "load" (the default): with the page, for what the first view
   * needs working. "visible": when it comes near the viewport, for islands below the first screen
   * whose code and data the first view does not need. "interaction": at the first pointer over it
   * or focus in it, for controls (a press before it has hydrated is replayed).
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
 * An interactive part of a page, hydrated on its own (decisions 010, 021): the page around it stays
 * the server's HTML. It renders its component with `props` (and `withheld`), and writes the props as
 * JSON for the browser, which hydrates the island with the same component (islands/registry.ts).
 */
export function Island<C extends IslandComponent>({ of: Component, props, withheld, hydrate = "load", renderedQuery }: IslandElementProps<C>): ReactNode {
  const name = registeredIslandName(Component);
  if (name === undefined) throw new Error(`${Component.name || "A component"} is not an island: name it in web/src/islands/<name>.island.ts`);
  const attributes = {
    [islandAttribute]: name,
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
