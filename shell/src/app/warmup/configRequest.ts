/** Where the runtime config lives and how it is requested: never from a stale cache (a deploy changes it). */
export const CONFIG_URL = '/config.json';
export const CONFIG_REQUEST: RequestInit = { cache: 'no-cache', headers: { Accept: 'application/json' } };

declare global {
  interface Window {
    /**
     * The config request index.html's head script started (headScript.ts), read by the cookie notice's
     * inline script (wireEarlyNotice.ts). The app takes the same request from the early requests' registry;
     * this copy stays on the page (the notice reading the registry's entry instead is a follow-up).
     */
    __shellConfigRequest?: Promise<Response>;
  }
}
