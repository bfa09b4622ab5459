import { earlyInstallOfferKey } from "~/boot/attributes";
import type { PageControl } from "~/boot/island";

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();

function setOffer(next: BeforeInstallPromptEvent | null) {
  offer = next;
  listeners.forEach((listener) => listener());
}

/**
 * Keeps the browser's install offer for the Install button. Chromium fires beforeinstallprompt once
 * per page, possibly before the entry has loaded: the page loader (boot/loader.inline.js)
 * keeps an early one, taken from it here; a later one is heard directly.
 */
export function listenForInstallPrompt(target: Window = window) {
  const early = (target as unknown as Record<string, BeforeInstallPromptEvent | undefined>)[earlyInstallOfferKey];
  if (early) setOffer(early);
  target.addEventListener("beforeinstallprompt", (event) => {
    // Without this, Chromium shows its own mini-infobar instead of leaving the choice to our button.
    event.preventDefault();
    setOffer(event as BeforeInstallPromptEvent);
  });
  target.addEventListener("appinstalled", () => setOffer(null));
}

/** Shows the browser's install dialog; an offer can be used once, so it is dropped either way. */
async function promptInstall(): Promise<"accepted" | "dismissed" | "unavailable"> {
  const current = offer;
  if (!current) return "unavailable";
  setOffer(null);
  await current.prompt();
  return (await current.userChoice).outcome;
}

const subscribeToInstallOffer = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the browser offers installation. */
const isInstallOffered = () => offer !== null;

/** Attribute of the footer's Install app button (InstallAppButton), which enhanceInstallButtons brings to life. */
export const installAppAttribute = "data-install-app";

/**
 * Gives the page's Install app buttons their behaviour without React (a page control, boot/island.ts): shown while
 * the browser offers installation, hidden otherwise, and a press opens the browser's dialog.
 */
export function enhanceInstallButtons(page: ParentNode) {
  const buttons = [...page.querySelectorAll<HTMLButtonElement>(`[${installAppAttribute}]`)];
  if (buttons.length === 0) return;
  const show = () => {
    for (const button of buttons) button.hidden = !isInstallOffered();
  };
  for (const button of buttons) button.addEventListener("click", () => void promptInstall());
  subscribeToInstallOffer(show);
  show();
}

/** The page control (boot/registry.ts): keeps the browser's offer and gives the Install buttons their behaviour. */
const installPrompt: PageControl = (page) => {
  listenForInstallPrompt();
  enhanceInstallButtons(page);
};
export default installPrompt;
