import { busyUntilHydratedAttribute, islandAttribute } from "./attributes";
import { startEarlyRequests } from "./earlyRequests";

// When each island of a public page hydrates (decision 011, "hydrate on need"). This module runs
// without React or Chakra: a page whose islands wait for a visitor's gesture does no more at load
// than arm the triggers below. React, Chakra's system and the island's code come with the first
// island that needs them (`hydrate` is given the island and does the rest).

/** What starts an island's hydration; `<Island hydrate>` names one. */
export type HydrationTrigger = "load" | "interaction";

/**
 * The first sign that the visitor is about to use the island: a pointer over it (a mouse on its
 * way, or a finger touching down), focus moving into it (the keyboard), or a field changed without
 * either (assistive technology, autofill). What was typed or chosen before the island hydrated is
 * taken over on mount (useEarlyInput). A press is not held: every control of an island that can be
 * pressed before it hydrates does its work without it (decision 086): a form's button sends the form
 * to the server, a link loads its page, and Add to quote, Compare and the copy buttons are answered by
 * the page's own script.
 */
const intentEvents = ["pointerover", "pointerdown", "focusin", "input", "change"] as const;

function firstInteraction(island: HTMLElement): Promise<void> {
  // Focus that came into the island before the page's code ran (it starts after the first paint,
  // decision 023) has already happened: the visitor is on the control, so it hydrates now.
  if (island.contains(document.activeElement)) return Promise.resolve();
  return new Promise((started) => {
    const start = () => {
      for (const type of intentEvents) island.removeEventListener(type, start, true);
      started();
    };
    for (const type of intentEvents) island.addEventListener(type, start, { capture: true, passive: true });
  });
}

const triggers: Record<HydrationTrigger, (island: HTMLElement) => Promise<void>> = {
  load: () => Promise.resolve(),
  interaction: firstInteraction,
};

/** Whether the island was rendered for another query than the address has (see `<Island renderedQuery>`). */
function renderedForAnotherQuery(island: HTMLElement): boolean {
  const rendered = island.dataset.renderedQuery;
  if (rendered === undefined) return false;
  const normal = (query: string) => {
    const params = new URLSearchParams(query);
    params.sort();
    return params.toString();
  };
  return normal(rendered) !== normal(window.location.search);
}

/** The island's trigger: its `data-hydrate`, or load when it names none (or none known) or shows another query's results. */
function triggerOf(island: HTMLElement): HydrationTrigger {
  if (renderedForAnotherQuery(island)) return "load";
  const name = island.dataset.hydrate;
  return name !== undefined && Object.hasOwn(triggers, name) ? (name as HydrationTrigger) : "load";
}

/** Resolves in a later task: work after it does not lengthen the current one. */
export const nextTask = () => new Promise((next) => setTimeout(next));

/** The islands that have not hydrated yet (their outermost wrappers). */
const waiting = new Set<HTMLElement>();

function waitingIslandOf(target: EventTarget | null): HTMLElement | undefined {
  if (!(target instanceof Node)) return undefined;
  for (const island of waiting) if (island.contains(target)) return island;
  return undefined;
}

/**
 * Marks busy what the island shows that the visitor's input has made out of date (`busyUntilHydrated`):
 * a search typed or a category pressed before the marketplace's code and catalogue are there does not
 * leave the old results looking like the answer.
 */
function markBusy(island: HTMLElement, busy: boolean) {
  for (const element of island.querySelectorAll(`[${busyUntilHydratedAttribute}]`)) {
    if (busy) element.setAttribute("aria-busy", "true");
    else element.removeAttribute("aria-busy");
  }
}

function markEarlyInput(event: Event) {
  const island = waitingIslandOf(event.target);
  if (island) markBusy(island, true);
}

/** Hydrates one island with its component; resolves once it has mounted, false if it could not be. */
export type HydrateIsland = (island: HTMLElement, index: number) => Promise<boolean>;

/**
 * Arms each island of the page with its trigger (`data-hydrate`, default load) and hydrates it when
 * that fires. Islands inside another island belong to its root. Resolves when the islands that
 * hydrate at load have mounted.
 */
export async function startIslands(hydrate: HydrateIsland, page: Document | HTMLElement = document): Promise<void> {
  startEarlyRequests(page);
  for (const type of ["input", "change"]) page.addEventListener(type, markEarlyInput, { capture: true });
  const islands = [...page.querySelectorAll<HTMLElement>(`[${islandAttribute}]`)].filter((element) => !element.parentElement?.closest(`[${islandAttribute}]`));
  const hydrating = islands.map(async (island, index) => {
    waiting.add(island);
    await triggers[triggerOf(island)](island);
    const hydrated = await hydrate(island, index);
    waiting.delete(island);
    // Hydrated, it has taken the input over (useEarlyInput) and renders the answer itself.
    markBusy(island, false);
    if (!hydrated) return;
    // Browser tests wait for this before they use an island that hydrates later than the page.
    island.dataset.hydrated = "true";
  });
  await Promise.all(hydrating.filter((_, index) => triggerOf(islands[index]!) === "load"));
}
