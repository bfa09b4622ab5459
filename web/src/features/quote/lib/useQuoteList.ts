import { useSyncExternalStore } from "react";
import { readQuoteList, subscribeToQuoteList, type QuoteListLine } from "./quoteList";

/**
 * The quote list, kept in step with this tab's changes and other tabs'. Null on the server and while
 * hydrating: the list is on the visitor's device, so the prerendered page cannot hold it.
 */
export function useQuoteList(): QuoteListLine[] | null {
  return useSyncExternalStore(subscribeToQuoteList, readQuoteList, () => null);
}
