/** Where the runtime config lives and how it is requested: never from a stale cache (a deploy changes it). */
export const CONFIG_URL = '/config.json';
export const CONFIG_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

declare global {
  interface Window {
    /**
     * The config request index.html's head script started (headScript.ts), for the cookie notice's inline script,
     * which has no access to the early requests' registry. The app takes the same request from the registry.
     */
    __shellConfigRequest?: Promise<Response>;
  }
}
