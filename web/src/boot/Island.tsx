import type { ComponentProps, ReactNode } from "react";
import { islandAttribute, islandOptionsAttribute } from "./attributes";
import type { IslandComponent } from "./island";
import type { IslandOptions } from "./islands";

type IslandElementProps<C extends IslandComponent> = {
  /** The island's component: one a `<Name>.island.tsx` module declares with `island()`. */
  of: C;
  /**
   * Props the server renders with but does not write into the page, because they are large (the
   * catalogue): the component's `prepare` reads them again in the browser before hydrating.
   */
  withheld?: Partial<ComponentProps<C>>;
} & Omit<IslandOptions, "props"> &
  ([keyof ComponentProps<C>] extends [never] ? { props?: undefined } : { props: ComponentProps<C> });

/**
 * An interactive part of a page, hydrated on its own: the page around it stays the server's HTML.
 * It renders its component with `props` (and `withheld`), and writes its name and how the boot starts
 * it (the props as JSON, when it hydrates, what to request for it) for the browser, which hydrates
 * the island with the same component's module (docs/pages.md).
 */
export function Island<C extends IslandComponent>({ of: Component, props, withheld, hydrate, renderedQuery, request }: IslandElementProps<C>): ReactNode {
  const options: IslandOptions = { props, hydrate, renderedQuery, request };
  const written = JSON.stringify(options);
  const attributes = { [islandAttribute]: Component.islandName, [islandOptionsAttribute]: written === "{}" ? undefined : written };
  const Rendered = Component as (props: object) => ReactNode;
  return (
    <div {...attributes}>
      <Rendered {...props} {...withheld} />
    </div>
  );
}
