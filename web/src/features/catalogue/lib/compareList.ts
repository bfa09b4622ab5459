/**
 * Issue 22: at most this many devices side by side (a fifth is refused with a message). Here, not in
 * comparison.ts: the islands with Compare buttons import this module, and comparison.ts brings the
 * product schema (zod) with it.
 */
export const maxCompared = 4;

/** A device chosen for comparison: enough to name it in the tray and build the comparison's address. */
export interface ComparedItem {
  id: number;
  name: string;
}

export interface CompareListState {
  items: ComparedItem[];
  /** Said when a fifth device was refused (issue 22: up to 4 products). */
  refused: string | null;
}

// The choice outlives the page: a buyer picks devices on the marketplace and on product pages, and
// each page is its own load (no router runtime, decision 021). localStorage keeps it per browser,
// and its storage event keeps other tabs in step.
const storageKey = "compare.devices";
const emptyState: CompareListState = { items: [], refused: null };
let state: CompareListState | undefined;
const listeners = new Set<() => void>();

function read(): ComparedItem[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is ComparedItem => typeof item === "object" && item !== null && Number.isInteger(item.id) && typeof item.name === "string")
      .slice(0, maxCompared);
  } catch {
    return [];
  }
}

function current(): CompareListState {
  return (state ??= { items: read(), refused: null });
}

function set(next: CompareListState) {
  state = next;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(next.items));
  } catch {
    // Storage full or disabled (private mode): the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    state = { items: read(), refused: null };
    listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export const compareList = {
  /** Adds a device, or refuses it with a message when `maxCompared` are chosen already. */
  add(item: ComparedItem) {
    const { items } = current();
    if (items.some((chosen) => chosen.id === item.id)) return;
    if (items.length >= maxCompared) {
      set({ items, refused: `Up to ${maxCompared} devices can be compared: remove one to add ${item.name}.` });
      return;
    }
    set({ items: [...items, item], refused: null });
  },
  remove(id: number) {
    set({ items: current().items.filter((item) => item.id !== id), refused: null });
  },
  clear() {
    set({ items: [], refused: null });
  },
  /** The devices chosen now, and any refusal. */
  state: current,
  /** Calls `listener` whenever the choice changes, in this tab or another; returns the unsubscribe. */
  subscribe,
  /** What the server renders with: it does not know the visitor's choice. */
  serverState: emptyState,
};
