// The data an island needs, requested right after paint (`<Island request>`), not when the island
// hydrates: the marketplace's catalogue is on its way, and kept by the service worker for offline
// search, before the visitor reaches for a control. The island's code takes the answer when it
// hydrates. No React here: this runs with the entry.

const started = new Map<string, Promise<Blob>>();

/**
 * GET as the API helper does (cookies sent); a non-ok answer rejects. The body is downloaded whole
 * but kept as bytes: the island that takes it parses it when it hydrates, not the page's main thread
 * as it loads (the catalogue is megabytes of JSON at 5,000 products).
 */
async function get(url: string): Promise<Blob> {
  const response = await fetch(url, { credentials: "include" });
  if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
  return response.blob();
}

/** Starts a request for `url`, once. */
export function startRequest(url: string) {
  if (started.has(url)) return;
  const request = get(url);
  // Nobody may take it (the visitor leaves the controls alone): its failure is not an error.
  request.catch(() => undefined);
  started.set(url, request);
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
