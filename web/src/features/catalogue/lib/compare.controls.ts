import type { PageControl } from "~/boot/island";
import { takeEarlyPresses } from "~/boot/earlyPress";
import { compareList, type ComparedItem } from "./compareList";

// The Compare buttons of product cards and pages, without React (as the Add to quote buttons,
// decision 041): a button carries its device as JSON (CompareButton), and one listener on the
// document chooses or drops it, so a press works in a card an island has not hydrated yet. The
// buttons' `aria-pressed` follows the choice here, in this tab and in others; the tray (an island)
// follows it through the same list. This module is a page control (boot/island.ts), started with the page.

/** Attribute of a Compare button: the device as JSON (ComparedItem). */
export const compareAttribute = "data-compare";

function itemOf(button: Element): ComparedItem | null {
  try {
    const value: unknown = JSON.parse(button.getAttribute(compareAttribute) ?? "");
    if (typeof value !== "object" || value === null) return null;
    const { id, name } = value as Record<string, unknown>;
    return Number.isInteger(id) && typeof name === "string" ? { id: id as number, name } : null;
  } catch {
    return null;
  }
}

/** Marks each Compare button of the page pressed while its device is chosen. */
function showChoice(page: ParentNode) {
  const chosen = new Set(compareList.state().items.map((item) => item.id));
  for (const button of page.querySelectorAll(`[${compareAttribute}]`)) {
    const item = itemOf(button);
    if (item) button.setAttribute("aria-pressed", String(chosen.has(item.id)));
  }
}

/** Chooses the button's device, or drops it when it is chosen already. */
function toggle(button: Element) {
  const item = itemOf(button);
  if (!item) return;
  if (compareList.state().items.some((chosen) => chosen.id === item.id)) compareList.remove(item.id);
  else compareList.add(item);
}

/** Gives the page's Compare buttons their behaviour (also those an island renders later, and those pressed before this ran). */
export function enhanceCompareControls(page: Document) {
  page.addEventListener("click", (event) => {
    const button = event.target instanceof Element ? event.target.closest(`[${compareAttribute}]`) : null;
    if (button) toggle(button);
  });
  takeEarlyPresses(page, `[${compareAttribute}]`, toggle);
  showChoice(page);
  compareList.subscribe(() => showChoice(page));
}

export default enhanceCompareControls satisfies PageControl;
