import { ChakraProvider } from "@chakra-ui/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { providerSystem } from "~/app/pageHead";
import { renderErrors } from "~/app/renderErrors";
import { Toaster, toaster } from "~/components/ui/toaster";
import type { IslandComponent } from "./island";
import type { IslandOptions } from "./islands";
import { nextTask } from "./leaving";
import { islandLoaders } from "./registry";

// The boot's React half, fetched with the first island that needs it (or the first toast): each
// island hydrates as a root of its own with the component its `<name>.island.tsx` declares, and
// everything around the islands stays the server's HTML.

let system: ReturnType<typeof providerSystem> | undefined;

/** Chakra's system, created at the first island's render, once per page. */
function islandSystem() {
  return (system ??= providerSystem());
}

/** The Chakra context of every island root. */
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

/** What the entry (index.ts) takes from this module besides hydration: the toasts of page controls and of the service worker. */
export { showToast, showUpdatePrompt } from "~/components/ui/toaster";

/** Hydrates one island; resolves once it has mounted, or with false if it could not be. */
export async function hydrateIsland(element: HTMLElement, options: IslandOptions, index: number): Promise<boolean> {
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
    const written = options.props ?? {};
    const props = prepare ? await prepare(written) : written;
    if (!system) {
      // Creating Chakra's system is the longest piece of the first hydration on a phone: a task of
      // its own, apart from evaluating the island's modules (before) and its render (after).
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
