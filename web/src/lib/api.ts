import type { QueryFunction } from "@tanstack/react-query";

/**
 * Spec 8: a non-ok answer becomes an error "status: body text" (or the status text). `body` is the
 * answer parsed as JSON when it was JSON (the API's `{message, issues?}`), so callers can show the
 * server's reason instead of only the status.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

async function throwIfNotOk(response: Response) {
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiError(response.status, `${response.status}: ${text}`, parsedJson(text));
  }
}

/**
 * Spec 7: every call sends cookies; a JSON body (and its content type) only when there is one.
 * `headers` carry a write's conditions (Base-Version, Idempotency-Key: decision 030).
 */
export async function apiRequest(method: string, url: string, data?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: data === undefined ? headers : { ...headers, "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
  });
  await throwIfNotOk(response);
  return response;
}

export async function getJson<T>(url: string): Promise<T> {
  const response = await apiRequest("GET", url);
  return (await response.json()) as T;
}

/** Default reads: the path is the query key's parts joined by slashes; on401 "returnNull" answers null. */
export function getQueryFn<T>({ on401 }: { on401: "returnNull" | "throw" }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
