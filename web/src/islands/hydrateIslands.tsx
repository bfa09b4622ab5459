import { ChakraProvider } from "@chakra-ui/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { providerSystem as islandPageSystem } from "~/app/pageHead";
import { renderErrors } from "~/app/renderErrors";
import { Toaster, toaster } from "~/components/ui/toaster";
import { nextTask } from "./boot";
import type { IslandComponent } from "./island";
import { islandLoaders } from "./registry";

// Pages hydrate islands, not the whole page (decisions 010, 021): each <Island> of the page is
// hydrated on its own, when its trigger fires (`boot.ts`), with the component its
// `<name>.island.ts` names (the one the server rendered); everything around the islands stays the
// server's HTML, and links load the next page. This module (React, Chakra) is fetched with the first island that needs it.

let system: ReturnType<typeof islandPageSystem> | undefined;

/**
 * Created at the first island's render, once per page. Styles go through Emotion's default cache,
 * into tags of its own after the prerendered ones (app/pageHead/emotionCache.ts).
 */
function islandSystem() {
  return (system ??= islandPageSystem());
}

/** The Chakra context of every island root, created once per page. */
export function IslandRoot({ children, onMounted }: { children: ReactNode; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <StrictMode>
      <ChakraProvider value={islandSystem()}>{children}</ChakraProvider>
    </StrictMode>
  );
}

/**
 * Toasts (the copy buttons', the contact form's, the update prompt) need a place to show: their
 * root is created at the first toast, not with the first island (most visits show none).
 */
let toastsMounted = false;
toaster.subscribe(() => {
  if (toastsMounted) return;
  toastsMounted = true;
  const toasts = document.createElement("div");
  document.body.append(toasts);
  createRoot(toasts, renderErrors).render(
    <IslandRoot>
      <Toaster />
    </IslandRoot>,
  );
});

/** A toast, for the page's own controls (the brand page's copy buttons). */
export { showToast } from "~/components/ui/toaster";

/** The service worker's prompt to reload for a new version, on a page of islands. */
export { showUpdatePrompt } from "~/app/updatePrompt";

/** Hydrates one island; resolves once it has mounted, or with false if it could not be. */
export async function hydrateIsland(element: HTMLElement, index: number): Promise<boolean> {
  const name = element.dataset.island;
  const load = name === undefined ? undefined : islandLoaders[name];
  if (!load) {
    console.error(`Unknown island "${name}"`);
    return false;
  }
  try {
    const island: IslandComponent = await load();
    const Component = island as unknown as (props: object) => ReactNode;
    const prepare = island.prepare as ((props: object) => Promise<object>) | undefined;
    const written = JSON.parse(element.dataset.props ?? "{}") as object;
    const props = prepare ? await prepare(written) : written;
    if (!system) {
      // Creating Chakra's system is the longest piece of the first hydration on a phone: it gets a
      // task of its own, apart from evaluating the island's modules (before) and from its render
      // (in slices, after).
      await nextTask();
      islandSystem();
      await nextTask();
    }
    await new Promise<void>((mounted) => {
      // Each island is its own root: the prefix keeps their generated ids apart. In a transition,
      // React hydrates in slices it can interrupt for input; otherwise each root is one long task.
      startTransition(() => {
        hydrateRoot(
          element,
          <IslandRoot onMounted={mounted}>
            <Component {...props} />
          </IslandRoot>,
          { ...renderErrors, identifierPrefix: `${name}-${index}-` },
        );
      });
    });
    return true;
  } catch (error) {
    // The page stays readable and its links work; only this island stays inert.
    console.error(`Island "${name}" could not be hydrated`, error);
    return false;
  }
}
