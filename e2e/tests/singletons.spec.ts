import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import { reactDefinitions, readShareScope, SINGLETON_PACKAGES } from '../support/singletons.mjs';
import { remoteOrigin, REMOTE_NAMES, SHELL_ORIGIN } from '../support/stack';

const REMOTE_ORIGINS = new Set(REMOTE_NAMES.map(remoteOrigin));
/** The shell's federation container name (tooling/rspack shellConfig). */
const HOST = 'shell';
/** Singletons the catalog's code imports itself (react-redux and RTK reach it through shared-events). */
const CATALOG_IMPORTS = ['react', 'react-router-dom', 'shared-ui', 'shared-events'];

test('on /courses every shared singleton is loaded once, from the shell, and the catalog uses that copy', async ({
  page,
}) => {
  const scripts: Promise<{ url: string; body: string }>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() === 'script' || type.includes('javascript')) {
      scripts.push(response.text().then((body) => ({ url: response.url(), body })));
    }
  });

  await page.goto('/courses');
  await expect(main(page).getByRole('list', { name: 'Courses' }).getByRole('article').first()).toBeVisible();

  const { instances, packages } = await page.evaluate(readShareScope, SINGLETON_PACKAGES);
  expect(instances, 'the shell and the catalog remote each run a federation instance').toEqual(
    expect.arrayContaining([HOST, 'catalog']),
  );
  for (const state of packages) {
    expect.soft(state.loadedVersions, `${state.pkg}: one loaded version`).toHaveLength(1);
    expect.soft(state.copies, `${state.pkg}: one loaded copy`).toBe(1);
    expect.soft(state.providers, `${state.pkg}: the loaded copy is the shell's`).toEqual([HOST]);
  }
  for (const pkg of CATALOG_IMPORTS) {
    expect
      .soft(packages.find((state) => state.pkg === pkg)?.consumers, `the catalog uses the shell's ${pkg}`)
      .toEqual(expect.arrayContaining([HOST, 'catalog']));
  }

  const downloaded = await Promise.all(scripts);
  const definitions = reactDefinitions(downloaded);
  for (const [pkg, urls] of Object.entries(definitions)) {
    expect.soft(urls, `${pkg} is defined by exactly one downloaded script`).toHaveLength(1);
    expect
      .soft(
        urls.filter((url) => REMOTE_ORIGINS.has(new URL(url).origin)),
        `no remote ships its own ${pkg}`,
      )
      .toEqual([]);
  }
  expect(
    Object.values(definitions)
      .flat()
      .every((url) => url.startsWith(SHELL_ORIGIN)),
    "React's DOM renderer comes from the shell",
  ).toBe(true);
});

test('every kind of page runs on one React 19 (react-dom in the share scope, loaded once, from the shell) and one styled-components', async ({
  page,
}) => {
  const pages = [
    '/',
    '/courses',
    '/course/python-programming-masterclass',
    '/blog',
    '/workshops',
    '/privacy-policy',
  ];
  for (const path of pages) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible();
    const { packages } = await page.evaluate(readShareScope, ['react', 'react-dom', 'styled-components']);
    for (const state of packages) {
      expect.soft(state.copies, `${path}: ${state.pkg} loaded once`).toBe(1);
      expect.soft(state.providers, `${path}: ${state.pkg} from the shell`).toEqual([HOST]);
      if (state.pkg !== 'styled-components')
        expect
          .soft(state.loadedVersions, `${path}: ${state.pkg} 19`)
          .toEqual([expect.stringMatching(/^19\./)]);
    }
    expect
      .soft(await page.locator('style[data-styled]').count(), `${path}: one styled-components sheet`)
      .toBe(1);
  }
});
