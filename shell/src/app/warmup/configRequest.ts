/** Where the runtime config lives and how it is requested: never from a stale cache (a deploy changes it). */
export const CONFIG_URL = '/config.json';
export const CONFIG_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

declare global {
  interface Window {
    /** Started by an inline script in index.html (tooling/rspack), before any bundle has downloaded. */
    __shellConfigRequest?: Promise<Response>;
  }
}

/** The config request index.html started, or a new one when the page has none (dev server, tests). */
export function configRequest(): Promise<Response> {
  const early = window.__shellConfigRequest;
  delete window.__shellConfigRequest;
  return early ?? fetch(CONFIG_URL, CONFIG_REQUEST);
}
