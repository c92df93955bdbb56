/**
 * Requests started before the application code has loaded (index.html's head script starts /config.json and the
 * current page's warm-up: its remote manifest, the courses), handed over to the code that needs them so nothing
 * is fetched twice. Each reader gets its own copy of the response; the first `take` hands the request over,
 * later fetches of the same address (a retry) go to the network again.
 */

declare global {
  interface Window {
    /** The registry, on the page: the head script is bundled apart from the app, so each has its own module. */
    __shellEarlyRequests?: Map<string, Promise<Response>>;
  }
}

const started = (window.__shellEarlyRequests ??= new Map<string, Promise<Response>>());

/** Registers a request for `url` (fetching it unless one is given); a second start of the same URL is ignored. */
export function startEarly(url: string, request: Promise<Response> = fetch(url)): void {
  if (started.has(url)) return;
  // Marked handled here: whoever takes it sees the failure; an early request nobody takes stays quiet.
  request.catch(() => undefined);
  started.set(url, request);
}

/** A copy of the early response for `url`, leaving it for the code that takes it. */
export function peekEarly(url: string): Promise<Response> | undefined {
  return started.get(url)?.then((response) => response.clone());
}

/** The early response for `url`, once. */
export function takeEarly(url: string): Promise<Response> | undefined {
  const copy = peekEarly(url);
  started.delete(url);
  return copy;
}

/** `fetch`, answered by an early request for the same address when there is one (early requests are GETs). */
export const fetchReusingEarly: typeof fetch = (input, init) =>
  (typeof input === 'string' && (init?.method ?? 'GET').toUpperCase() === 'GET'
    ? takeEarly(input)
    : undefined) ?? fetch(input, init);

/** Forgets every early request (tests). */
export function clearEarly(): void {
  started.clear();
}
