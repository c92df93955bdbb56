/**
 * Requests started before the application code has loaded (index.html's head script starts /config.json and the
 * current page's warm-up: its remote manifest, the courses, a lesson page's lesson), handed over to the code that
 * needs them so nothing is fetched twice. Each reader gets its own copy of the response; the first `take` hands
 * the request over, later fetches of the same request (a retry) go to the network again. A GET is known by its
 * address; a request that sends something by everything it sends (requestKey), so it answers only the identical
 * request: the same learner's token, profile and body.
 */

declare global {
  interface Window {
    /** The registry, on the page: the head script is bundled apart from the app, so each has its own module. */
    __shellEarlyRequests?: Map<string, Promise<Response>>;
  }
}

const started = (window.__shellEarlyRequests ??= new Map<string, Promise<Response>>());

/**
 * Registers a request for `url` (fetching it unless one is given); a second start of the same URL is ignored.
 * `forgetAfterMs`: drop it, if nobody took it, that long after it settled (an answer for one learner, which must
 * not wait on the page for a later visit to the same lesson).
 */
export function startEarly(
  url: string,
  request: Promise<Response> = fetch(url),
  { forgetAfterMs }: { forgetAfterMs?: number } = {},
): void {
  if (started.has(url)) return;
  // Marked handled here: whoever takes it sees the failure; an early request nobody takes stays quiet.
  const settled = request.catch(() => undefined);
  started.set(url, request);
  if (forgetAfterMs !== undefined)
    void settled.then(() =>
      setTimeout(() => {
        if (started.get(url) === request) started.delete(url);
      }, forgetAfterMs),
    );
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

/**
 * The registry's key for a request: a GET's address; for another method, the method, the address, every header
 * and the body (a string). Undefined for a request it cannot tell apart (a body that is not a string, headers
 * given as a Headers object).
 */
export function requestKey(url: string, init: RequestInit = {}): string | undefined {
  const method = (init.method ?? 'GET').toUpperCase();
  if (method === 'GET') return url;
  const { headers = {}, body } = init;
  if (typeof body !== 'string' || headers instanceof Headers || Array.isArray(headers)) return undefined;
  // Code-unit order, not localeCompare: its first call starts ICU's collation (~90 ms at 4x on a phone), in the
  // head script on a lesson page and again when the app makes its first request that sends something.
  const sent = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value])
    .sort(([a = ''], [b = '']) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([method, url, sent, body]);
}

/** `fetch`, answered by an early request for the same request when there is one. */
export const fetchReusingEarly: typeof fetch = (input, init) => {
  const key = typeof input === 'string' ? requestKey(input, init) : undefined;
  return (key === undefined ? undefined : takeEarly(key)) ?? fetch(input, init);
};

/** Forgets every early request (tests). */
export function clearEarly(): void {
  started.clear();
}
