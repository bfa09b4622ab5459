// The data an island needs, requested as soon as the page's code starts after the first paint
// (decision 055), not when the island hydrates: the marketplace's catalogue is on its way (and kept
// by the service worker with the page) before the visitor reaches for a control. An element of the
// page names the address in `data-request`; the island's code takes the answer when it hydrates.
// No React here: this runs with the page's first script.

/** Attribute naming a request to start right after paint (`<div data-request="/api/catalogue">`). */
export const requestAttribute = "data-request";

const started = new Map<string, Promise<unknown>>();

/** GET as the API helper does (cookies sent), the answer parsed as JSON; a non-ok answer rejects. */
async function getJson(url: string): Promise<unknown> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.json();
}

/** Starts the requests the page's elements name, once each. */
export function startEarlyRequests(page: Document | HTMLElement) {
  for (const element of page.querySelectorAll<HTMLElement>(`[${requestAttribute}]`)) {
    const url = element.getAttribute(requestAttribute);
    if (url && !started.has(url)) {
      const request = getJson(url);
      // Nobody may take it (the visitor leaves the controls alone): its failure is not an error.
      request.catch(() => undefined);
      started.set(url, request);
    }
  }
}

/**
 * The answer of a request started early, taken once (a later call asks again: a retry after a
 * failure, or fresh data), or undefined when none was started for `url`.
 */
export function takeEarlyRequest<T>(url: string): Promise<T> | undefined {
  const request = started.get(url);
  started.delete(url);
  return request as Promise<T> | undefined;
}
