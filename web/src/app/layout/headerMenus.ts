import { nextTabStop } from "~/lib/nextTabStop";

// The header's Solutions menu and mobile drawer open and close from their HTML (SolutionsMenu.tsx,
// MobileNav.tsx, decisions 049 and 083): two popovers. This adds, once the page's script runs
// (startPage.ts), what the platform does not do by itself: the keys of the WAI-ARIA menu button
// pattern and its aria-expanded. No React.

/** Attribute of the Solutions menu (the popover whose items are `role="menuitem"`). */
export const solutionsMenuAttribute = "data-solutions-menu";

/** Spec 9.1: the type-ahead buffer resets after 1 s. */
const typeAheadResetMs = 1000;

function menuItems(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

/**
 * Spec 2.2 with the WAI-ARIA menu button's keys: Enter, Space or ArrowDown on the button open the
 * menu on its first item (ArrowUp on the last); in the menu, arrows, Home and End move, a typed
 * letter goes to the next item it starts; Tab closes it and moves on from the button, Shift+Tab
 * closes it and goes back to the button. Escape and a press outside are the popover's own.
 */
function enhanceSolutionsMenu(menu: HTMLElement) {
  const button = menu.ownerDocument.querySelector<HTMLButtonElement>(`[popovertarget="${menu.id}"]`);
  if (!button) return;
  const items = menuItems(menu);
  // Items are reached with the arrows, not Tab (the menu pattern); before this they are links in the tab order.
  for (const item of items) item.tabIndex = -1;
  const syncExpanded = () => button.setAttribute("aria-expanded", String(menu.matches(":popover-open")));
  syncExpanded();
  menu.addEventListener("toggle", syncExpanded);

  const focusItem = (index: number) => items.at(((index % items.length) + items.length) % items.length)?.focus();
  const open = (index: number) => {
    if (!menu.matches(":popover-open")) menu.showPopover();
    focusItem(index);
  };
  const close = () => {
    if (menu.matches(":popover-open")) menu.hidePopover();
  };

  button.addEventListener("keydown", (event) => {
    const open_ = menu.matches(":popover-open");
    if (event.key === "ArrowDown" || ((event.key === "Enter" || event.key === " ") && !open_)) {
      event.preventDefault();
      open(0);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      open(-1);
    } else if (event.key === "Tab" && open_ && !event.shiftKey) {
      // Tab from the button of an open menu: the menu closes and the focus moves on past it.
      event.preventDefault();
      close();
      nextTabStop(button)?.focus();
    }
  });

  let typed = "";
  let typedAt = 0;
  menu.addEventListener("keydown", (event) => {
    const current = items.indexOf(event.target as HTMLElement);
    switch (event.key) {
      case "ArrowDown":
        focusItem(current + 1);
        break;
      case "ArrowUp":
        focusItem(current - 1);
        break;
      case "Home":
        focusItem(0);
        break;
      case "End":
        focusItem(-1);
        break;
      case "Tab":
        close();
        (event.shiftKey ? button : nextTabStop(button))?.focus();
        break;
      default: {
        if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) return;
        typed = event.timeStamp - typedAt > typeAheadResetMs ? event.key : typed + event.key;
        typedAt = event.timeStamp;
        const order = [...items.slice(current + 1), ...items.slice(0, current + 1)];
        const match = order.find((item) => item.textContent?.trim().toLowerCase().startsWith(typed.toLowerCase()));
        match?.focus();
      }
    }
    event.preventDefault();
  });
}

/** Adds the keyboard to the header's Solutions menu of `page` (the drawer needs nothing more). */
export function enhanceHeaderMenus(page: Document) {
  for (const menu of page.querySelectorAll<HTMLElement>(`[${solutionsMenuAttribute}]`)) enhanceSolutionsMenu(menu);
}
