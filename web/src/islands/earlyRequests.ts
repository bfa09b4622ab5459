// The data an island needs, requested as soon as the page's code starts after the first paint
// (decision 055), not when the island hydrates: the marketplace's catalogue is on its way (and kept
// by the service worker with the page) before the visitor reaches for a control. An element of the
// page names the address in `data-request`; the island's code takes the answer when it hydrates.
// No React here: this runs with the page's first script.

/** Attribute naming a request to start right after paint (`<div data-request="/api/catalogue">`). */
export const requestAttribute = "data-request";

const started = new Map<string, Promise<Blob>>();

/**
 * GET as the API helper does (cookies sent); a non-ok answer rejects. The body is downloaded whole
 * but kept as bytes: the island that takes it parses it when it hydrates, not the page's main
 * thread as it loads (the marketplace's catalogue is megabytes of JSON at 5,000 products).
 */
async function get(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

/** Starts the requests the page's elements name, once each. */
export function startEarlyRequests(page: Document | HTMLElement) {
  for (const element of page.querySelectorAll<HTMLElement>(`[${requestAttribute}]`)) {
    const url = element.getAttribute(requestAttribute);
    if (url && !started.has(url)) {
      const request = get(url);
      // Nobody may take it (the visitor leaves the controls alone): its failure is not an error.
      request.catch(() => undefined);
      started.set(url, request);
    }
  }
}

/**
 * The answer of a request started early, parsed as JSON, taken once (a later call asks again: a
 * retry after a failure, or fresh data), or undefined when none was started for `url`.
 */
export function takeEarlyRequest<T>(url: string): Promise<T> | undefined {
  const request = started.get(url);
  started.delete(url);
  return request?.then(async (body) => JSON.parse(await body.text()) as T);
}
