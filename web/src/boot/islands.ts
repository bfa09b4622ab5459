import { islandAttribute, islandOptionsAttribute, setBootState } from "./attributes";
import { startRequest } from "./requests";

// When each island of a page hydrates. This module runs without React or Chakra: a page whose
// islands wait for a visitor's gesture does no more at load than arm the triggers below. React,
// Chakra and the island's code come with the first island that needs them (`hydrate`, hydrate.tsx).

/** What starts an island's hydration. */
export type HydrationTrigger = "load" | "interaction";

/** How the boot starts an island: what `<Island>` writes in `data-island-options`, as JSON. */
export interface IslandOptions {
  /** The props it hydrates with (its module's `prepare` may add to them). */
  props?: object;
  /**
   * "load" (the default): as soon as the page has painted, for what the first view needs working.
   * "interaction": at the first pointer over it or focus in it, for controls that work from their
   * HTML until then (a form is sent, a link followed).
   */
  hydrate?: HydrationTrigger;
  /**
   * The address's query the island was rendered for. Where the browser's address has another (a page
   * the service worker kept, opened for a new search), what it shows is out of date: it hydrates at once.
   */
  renderedQuery?: string;
  /** An address (GET, JSON) whose answer the island will need: requested right after paint (requests.ts). */
  request?: string;
}

function islandOptionsOf(island: HTMLElement): IslandOptions {
  try {
    return JSON.parse(island.getAttribute(islandOptionsAttribute) ?? "{}") as IslandOptions;
  } catch {
    return {};
  }
}

/**
 * The first sign that the visitor is about to use the island: a pointer over it (a mouse on its
 * way, or a finger touching down), focus moving into it (the keyboard), or a field changed without
 * either (assistive technology, autofill). What was typed or chosen before it hydrated is taken
 * over on mount (earlyInput.ts). A press is not held: what can be pressed before an island hydrates
 * works without it (a form's button sends the form, a link loads its page, and Add to quote, Compare
 * and the copy buttons are page controls).
 */
const intentEvents = ["pointerover", "pointerdown", "focusin", "input", "change"] as const;

function firstInteraction(island: HTMLElement): Promise<void> {
  // Focus that came into the island before the entry ran: the visitor is on the control already.
  if (island.contains(document.activeElement)) return Promise.resolve();
  return new Promise((started) => {
    const start = () => {
      for (const type of intentEvents) island.removeEventListener(type, start, true);
      started();
    };
    for (const type of intentEvents) island.addEventListener(type, start, { capture: true, passive: true });
  });
}

const sameQuery = (a: string, b: string) => {
  const normal = (query: string) => {
    const params = new URLSearchParams(query);
    params.sort();
    return params.toString();
  };
  return normal(a) === normal(b);
};

function triggerOf({ hydrate, renderedQuery }: IslandOptions): HydrationTrigger {
  if (renderedQuery !== undefined && !sameQuery(renderedQuery, window.location.search)) return "load";
  return hydrate === "interaction" ? "interaction" : "load";
}

/** Hydrates one island with its component; resolves once it has mounted, false if it could not be. */
export type HydrateIsland = (island: HTMLElement, options: IslandOptions, index: number) => Promise<boolean>;

/**
 * Starts the requests the page's islands name, arms each island with its trigger and hydrates it
 * when that fires. Input that reaches an island before it has hydrated marks it `busy` until it has
 * (a search typed before the marketplace's code and catalogue are there does not leave the old
 * results looking like the answer). Islands inside another island belong to its root. Resolves when
 * the islands that hydrate at load have mounted.
 */
export async function startIslands(hydrate: HydrateIsland, page: Document | HTMLElement = document): Promise<void> {
  const islands = [...page.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)].filter((element) => !element.parentElement?.closest(`[${islandAttribute}]`));
  const started = islands.map((island, index) => {
    const options = islandOptionsOf(island);
    if (options.request) startRequest(options.request);
    const trigger = triggerOf(options);
    return { trigger, hydrated: hydrateWhenTriggered(island, trigger, () => hydrate(island, options, index)) };
  });
  await Promise.all(started.filter(({ trigger }) => trigger === "load").map(({ hydrated }) => hydrated));
}

async function hydrateWhenTriggered(island: HTMLElement, trigger: HydrationTrigger, hydrate: () => Promise<boolean>) {
  const markBusy = () => setBootState(island, "busy", true);
  island.addEventListener("input", markBusy, true);
  island.addEventListener("change", markBusy, true);
  if (trigger === "interaction") await firstInteraction(island);
  const hydrated = await hydrate();
  island.removeEventListener("input", markBusy, true);
  island.removeEventListener("change", markBusy, true);
  // Hydrated, it has taken the input over (earlyInput.ts) and renders the answer itself.
  setBootState(island, "busy", false);
  if (hydrated) setBootState(island, "hydrated", true);
}
