import type { Locator, Page } from '@playwright/test';

export const SITE_NAME = 'PyLearn Academy';
export const FALLBACK_TITLE = 'This part of the site is unavailable right now';

/** The shell's header (banner landmark). */
export const header = (page: Page): Locator => page.getByRole('banner');
/** The shell's footer (contentinfo landmark). */
export const footer = (page: Page): Locator => page.getByRole('contentinfo');
/** The route outlet: the page's main landmark. */
export const main = (page: Page): Locator => page.getByRole('main');
/** The fallback the shell shows in place of a region whose remote could not be loaded. */
export const fallbacks = (scope: Page | Locator): Locator =>
  scope.getByRole('region', { name: FALLBACK_TITLE });
