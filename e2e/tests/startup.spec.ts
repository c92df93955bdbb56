import { expect, test } from '../fixtures';
import { SHELL_ORIGIN } from '../support/stack';

test("index.html preloads, at low priority, exactly the shell's scripts the start-up loads", async ({
  page,
}) => {
  const shellScripts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' && url.origin === SHELL_ORIGIN) shellScripts.push(url.pathname);
  });

  await page.goto('/about');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const preloads = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')]
      .filter((link) => new URL(link.href).origin === location.origin)
      .map((link) => ({ path: new URL(link.href).pathname, priority: link.getAttribute('fetchpriority') })),
  );
  const preloaded = preloads.map((preload) => preload.path).sort();
  const started = [...new Set(shellScripts)].filter((path) => !/^\/main\.[0-9a-f]+\.js$/.test(path)).sort();

  expect(preloaded.length).toBeGreaterThan(5);
  expect(preloads.every((preload) => preload.priority === 'low')).toBe(true);
  expect(started, 'every script the start-up loads was preloaded, and no preload went unused').toEqual(
    preloaded,
  );
});
