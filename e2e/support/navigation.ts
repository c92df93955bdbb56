import type { Page } from '@playwright/test';

/**
 * Client-side navigation without a link to click: what the router does for a Link, pushState then the
 * popstate that makes React Router read the new location. The document (and its window state) stays.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    const state: unknown = window.history.state;
    const index = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
    window.history.pushState({ usr: null, key: `e2e${Date.now().toString(36)}`, idx: index + 1 }, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
}

/** Puts a marker on `window` that a full page load would wipe out. */
export async function markWindow(page: Page, marker: string): Promise<void> {
  await page.evaluate((value) => Object.assign(window, { __e2eMarker: value }), marker);
}

export function readWindowMarker(page: Page): Promise<unknown> {
  return page.evaluate(() => (window as Window & { __e2eMarker?: unknown }).__e2eMarker);
}
