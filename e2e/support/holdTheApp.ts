import type { Page } from '@playwright/test';

/**
 * Holds the shell's main script until the returned function is called: the page as a phone on a slow connection
 * sees it, and whatever it requests meanwhile, index.html itself asked for.
 */
export async function holdTheApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
