import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../fixtures';
import { main } from '../support/layout';
import { DEMO_LEARNER, signIn, signOut } from '../support/learners';
import { buildOutsideRemote } from '../support/outsideRemote';
import { readShareScope } from '../support/singletons.mjs';
import { remoteOrigin } from '../support/stack';

// Deployed as an operator would add a new team's remote: its files on a static host the site's policy already
// allows (a folder of the workshop remote's origin), and two entries in the runtime config. No shell rebuild.
const HOST = `${remoteOrigin('workshop')}/outside-team-remote`;

async function deployOutsideRemote(page: Page, dist: string): Promise<string[]> {
  const served: string[] = [];
  await page.route(`${HOST}/**`, async (route) => {
    const file = path.join(dist, new URL(route.request().url()).pathname.replace('/outside-team-remote', ''));
    if (!file.startsWith(dist) || !existsSync(file)) return route.fulfill({ status: 404 });
    served.push(path.relative(dist, file));
    return route.fulfill({ path: file, headers: { 'Access-Control-Allow-Origin': '*' } });
  });
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.remotes.push({ name: 'outside', entry: `${HOST}/mf-manifest.json` });
    config.routes.push({
      path: '/outside-team/:topic',
      remote: 'outside',
      module: './OutsidePage',
      title: 'Built by another team',
    });
    await route.fulfill({ response, json: config });
  });
  return served;
}

test("a remote another team builds with only Module Federation's plugin renders under the shell, on the shell's React, styled-components, router, store and bus", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dist = await buildOutsideRemote();
  const served = await deployOutsideRemote(page, dist);

  await page.goto('/courses');
  await signIn(page, DEMO_LEARNER);
  await page.goto('/outside-team/loops');

  const panel = main(page).getByRole('region', { name: 'Built by another team' });
  await expect(panel.getByRole('heading', { level: 1, name: 'Built by another team' })).toBeVisible();
  // useMatch: a router hook the shell itself never imports.
  await expect(panel.getByText('Topic: loops')).toBeVisible();
  // The shell's store (react-redux's context) and the bus's replayed session state, though the remote loaded last.
  await expect(panel.getByText('The store says: signed in')).toBeVisible();
  await expect(panel.getByText('The bus says: signed in')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
  // The shell's theme reached its styled component: tokens.ts's colors.primary.
  await expect(panel).toHaveCSS('border-top-color', 'rgb(21, 101, 192)');
  expect(served).toContain('mf-manifest.json');

  const { instances, packages } = await page.evaluate(readShareScope, [
    'react',
    'react-dom',
    'styled-components',
    'react-router-dom',
    'react-redux',
    'shared-events',
  ]);
  expect(instances).toEqual(expect.arrayContaining(['shell', 'outside']));
  for (const state of packages) {
    expect.soft(state.copies, `${state.pkg}: one loaded copy`).toBe(1);
    expect.soft(state.providers, `${state.pkg}: the shell's copy`).toEqual(['shell']);
    if (state.pkg !== 'react-dom')
      expect.soft(state.consumers, `the outside remote uses the shell's ${state.pkg}`).toContain('outside');
  }
  // One styled-components runtime writes one style element; a second copy would add its own.
  expect(await page.locator('style[data-styled]').count()).toBe(1);

  // Signing out reaches the remote through both the store and the bus.
  await signOut(page);
  await expect(panel.getByText('The store says: signed out')).toBeVisible();
  await expect(panel.getByText('The bus says: signed out')).toBeVisible();
});
