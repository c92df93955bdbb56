/** Where the runtime config lives and how it is requested: never from a stale cache (a deploy changes it). */
export const CONFIG_URL = '/config.json';
export const CONFIG_REQUEST = {
  cache: 'no-cache',
  headers: { Accept: 'application/json' },
} satisfies RequestInit;

declare global {
  interface Window {
    /**
     * The config request index.html's head script starts while the page is parsed (configRequestScript), read by
     * the early cookie notice (wireEarlyNotice.ts) and taken over by the app (loadRuntimeConfig.ts): one request,
     * started before any bundle has downloaded.
     */
    __shellConfigRequest?: Promise<Response>;
  }
}

/** index.html's head script (shell/rspack.config.js): one line, so it needs no bundling. */
export function configRequestScript(): string {
  return `window.__shellConfigRequest=fetch(${JSON.stringify(CONFIG_URL)},${JSON.stringify(CONFIG_REQUEST)})`;
}

/** The request the head script started, once (a copy: the notice may read it too); a new request otherwise. */
export const fetchConfigOnce: typeof fetch = (input, init) => {
  const started = window.__shellConfigRequest;
  window.__shellConfigRequest = undefined;
  return started?.then((response) => response.clone()) ?? fetch(input, init);
};
