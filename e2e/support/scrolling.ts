import { expect, type Page } from '@playwright/test';

/**
 * Scrolls down half a screen at a time to the end of the page, as a visitor reading it, two frames after each
 * step so what loads near the viewport hears of it. Scrolled by script, not by wheel: the newsletter offer that
 * opens by itself 3 s into a visit locks wheel scrolling, and a wheel is not an action its closing handler runs for.
 */
export async function scrollToTheEnd(page: Page): Promise<void> {
  // The footer comes with the site's first render, which replaces the loading screen: until it is there, the end
  // of the page is not its end.
  await expect(page.getByRole('contentinfo')).toBeAttached();
  for (let step = 0; step < 80; step += 1) {
    const atTheEnd = await page.evaluate(async () => {
      window.scrollBy(0, window.innerHeight / 2);
      // Two frames: the intersection is computed in the first, its observers hear of it before the second.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    });
    if (atTheEnd) return;
  }
  throw new Error('the page did not end within 40 screens');
}
