import { existsSync } from 'node:fs';
import path from 'node:path';
import { routesOf } from '../../scripts/lib/manifests.mjs';
import { REMOTES } from '../../scripts/lib/remotes.mjs';
import { expect, test, type Page } from '../fixtures';
import { main } from '../support/layout';
import { markWindow, navigateInApp, readWindowMarker } from '../support/navigation';
import { buildRemoteWithNewPage } from '../support/remoteVariant';
import { remoteOrigin } from '../support/stack';

interface ConfigJson {
  remotes: { name: string; entry: string }[];
  routes: { remote: string }[];
}

/** Serves the runtime config as an operator would publish it after the change `edit` makes. */
async function publishConfig(page: Page, edit: (config: ConfigJson) => void): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as ConfigJson;
    edit(config);
    await route.fulfill({ response, json: config });
  });
}

/** Every file of the workshop remote's origin comes from `dist` instead of the deployed build. */
async function deployWorkshop(page: Page, dist: string): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${remoteOrigin('workshop')}/**`, async (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname);
    if (!file.startsWith(dist) || !existsSync(file)) return route.fulfill({ status: 404 });
    served.push(path.relative(dist, file));
    return route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  return served;
}

test("a remote's next release with a page the shell has never seen is served from the runtime config alone", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const next = await buildRemoteWithNewPage('workshop', {
    path: '/holiday-coding-camp',
    title: 'Holiday Coding Camp',
    text: 'Five mornings of Python games for the school holidays.',
  });
  try {
    const served = await deployWorkshop(page, next.dist);
    await publishConfig(page, (config) => {
      config.routes = [
        ...config.routes.filter((route) => route.remote !== 'workshop'),
        ...routesOf([next.manifest]),
      ];
    });

    await page.goto('/holiday-coding-camp');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Holiday Coding Camp' })).toBeVisible();
    await expect(main(page).getByText('Five mornings of Python games')).toBeVisible();
    await expect(page).toHaveTitle(/Holiday Coding Camp/);
    expect(served).toContain('mf-manifest.json');

    // The release's existing pages and the other remotes keep working in the same document.
    await markWindow(page, 'skew');
    await navigateInApp(page, '/workshops');
    await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
    await navigateInApp(page, '/courses');
    await expect(main(page).getByRole('heading', { level: 1, name: /courses/i })).toBeVisible();
    expect(await readWindowMarker(page)).toBe('skew');
  } finally {
    await next.remove();
  }
});

test('a remote build made for a contract the shell cannot serve is refused with a clear message, before any of its code runs', async ({
  page,
}) => {
  const workshop = remoteOrigin('workshop');
  const code: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(workshop) && !request.url().endsWith('/mf-manifest.json'))
      code.push(request.url());
  });
  // The deployed build says, in its own mf-manifest.json, that it was made for the contract after this shell's.
  const next = Math.max(...REMOTES.map((remote) => remote.contract)) + 1;
  await page.route(`${workshop}/mf-manifest.json`, async (route) => {
    const response = await route.fetch();
    const manifest = (await response.json()) as { metaData: Record<string, unknown> };
    await route.fulfill({
      response,
      json: { ...manifest, metaData: { ...manifest.metaData, contract: next } },
    });
  });

  await page.goto('/workshops');
  const fallback = main(page).getByRole('region', { name: 'This part of the site is unavailable right now' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText('It is being updated. Please reload the page in a few minutes.');
  await expect(fallback.getByRole('button', { name: 'Reload page' })).toBeVisible();

  await navigateInApp(page, '/courses');
  await expect(main(page).getByRole('heading', { level: 1, name: /courses/i })).toBeVisible();
  await navigateInApp(page, '/coding-for-kids');
  await expect(
    main(page).getByText('It is being updated. Please reload the page in a few minutes.'),
  ).toBeVisible();
  expect(code).toEqual([]);
});
