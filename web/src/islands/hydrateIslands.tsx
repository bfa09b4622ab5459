import { ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { startTransition, StrictMode, useEffect, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createEmotionCache } from "~/app/emotionCache";
import { renderErrors } from "~/app/renderErrors";
import { islandAttribute } from "~/components/Island";
import { islandPageSystem } from "./islandSystem";
import { islandLoaders, type IslandName } from "./registry";

// Public pages hydrate islands, not the whole page (decision 010): each <Island> of the
// prerendered page is hydrated on its own with the component the registry names; everything around
// the islands stays the prerendered HTML, and links load the next page.

let providers: { cache: ReturnType<typeof createEmotionCache>; system: ReturnType<typeof islandPageSystem> } | undefined;

/** Created at the first island's render, once per page: they adopt the prerendered styles. */
function islandProviders() {
  return (providers ??= { cache: createEmotionCache(), system: islandPageSystem() });
}

/** The Chakra and Emotion context of every island root, created once per page. */
export function IslandRoot({ children, onMounted }: { children: ReactNode; onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  const { cache, system } = islandProviders();
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <ChakraProvider value={system}>{children}</ChakraProvider>
      </CacheProvider>
    </StrictMode>
  );
}

function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && Object.hasOwn(islandLoaders, name);
}

/** Hydrates one island; resolves once it has mounted (or could not be). */
async function hydrateIsland(element: HTMLElement, index: number): Promise<void> {
  await nearViewport(element);
  const name = element.dataset.island;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}"`);
    return;
  }
  try {
    const Component = (await islandLoaders[name]()) as (props: object) => ReactNode;
    const props = JSON.parse(element.dataset.props ?? "{}") as object;
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
    // Browser tests wait for this before they use an island that hydrates when visible.
    element.dataset.hydrated = "true";
    replayHeldSubmit(element);
  } catch (error) {
    // The page stays readable and its links work; only this island stays inert.
    console.error(`Island "${name}" could not be hydrated`, error);
  }
}

/** How far below the viewport an island that hydrates when visible starts loading its code and data. */
const visibleMargin = "600px";

/** Resolves at once, or for `data-hydrate="visible"` when the element comes within visibleMargin of the viewport. */
function nearViewport(element: HTMLElement): Promise<void> {
  if (element.dataset.hydrate !== "visible" || typeof IntersectionObserver === "undefined") return Promise.resolve();
  return new Promise((near) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        near();
      },
      { rootMargin: visibleMargin },
    );
    // The wrapper is `display: contents` (no box of its own): observe what it holds.
    for (const child of element.children) observer.observe(child);
  });
}

/** Forms submitted before their island hydrated, with the button that submitted them. */
const heldSubmits = new Map<HTMLFormElement, HTMLElement | null>();

/**
 * Holds back the submission of a form whose island has not hydrated yet: the browser would send it
 * as a page load, and what the visitor typed would be gone. It is sent again, to the form's own
 * handler, once the island has hydrated.
 */
function holdEarlySubmit(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  const island = form.closest<HTMLElement>(`[${islandAttribute}]`);
  if (!island || island.dataset.hydrated === "true") return;
  event.preventDefault();
  heldSubmits.set(form, event.submitter);
}

function replayHeldSubmit(island: HTMLElement) {
  for (const [form, submitter] of heldSubmits) {
    if (!island.contains(form)) continue;
    heldSubmits.delete(form);
    if (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) form.requestSubmit(submitter);
    else form.requestSubmit();
  }
}

/**
 * Hydrates the islands of the page: at once those of the first screen, the ones marked visible as
 * they come near the viewport. Islands inside another island belong to its root. Resolves when the
 * first-screen islands have mounted.
 */
export async function hydrateIslands(page: Document | HTMLElement = document): Promise<void> {
  page.addEventListener("submit", holdEarlySubmit as EventListener, { capture: true });
  const roots = [...page.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)].filter((element) => !element.parentElement?.closest(`[${islandAttribute}]`));
  const hydrating = roots.map(hydrateIsland);
  await Promise.all(hydrating.filter((_, index) => roots[index]!.dataset.hydrate !== "visible"));
}
