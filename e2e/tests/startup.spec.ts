import { expect, test, type Page } from '../fixtures';
import { main } from '../support/layout';
import { REMOTE_NAMES, remoteOrigin, SHELL_ORIGIN, type RemoteName } from '../support/stack';

test("index.html preloads exactly the shell's files the start-up needs, and the start-up fetches each once", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SHELL_ORIGIN) return;
    if (['script', 'stylesheet'].includes(request.resourceType()) || /\.(?:js|css)$/.test(url.pathname))
      requested.push(url.pathname);
  });

  const response = await page.goto('/about');
  if (!response) throw new Error('/about: no response');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = await response.text();
  const preloads = [...html.matchAll(/<link\b[^>]*\srel="preload"[^>]*>/g)].map(([tag]) => ({
    as: /\sas="([^"]+)"/.exec(tag)?.[1],
    href: /\shref="([^"]+)"/.exec(tag)?.[1] ?? '',
  }));
  const scripts = preloads.filter(({ as }) => as === 'script').map(({ href }) => href);
  const styles = preloads.filter(({ as }) => as === 'style').map(({ href }) => href);
  expect(scripts.length, 'the bootstrap chunk and the shared libraries').toBeGreaterThan(5);
  expect(styles.length).toBeGreaterThan(0);
  const main = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"/g)].map(([, src]) => src);
  expect(main, 'index.html runs main.js alone').toEqual([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/)]);

  const started = [...new Set(requested)].filter((path) => !/^\/main\.[0-9a-f]+\.js$/.test(path)).sort();
  expect(started, 'every file the start-up loads was preloaded, and each preload is used').toEqual(
    [...scripts, ...styles].sort(),
  );
  for (const file of started)
    expect(
      requested.filter((path) => path === file),
      `${file}: the loader used the preloaded file`,
    ).toHaveLength(1);
});

test('a start-up file whose preload fails is asked for once more, and the site starts', async ({ page }) => {
  const bootstrap = /\/bootstrap\.[0-9a-f]+\.js$/;
  let attempts = 0;
  await page.route(bootstrap, async (route) => {
    attempts += 1;
    if (attempts > 1) return route.continue();
    await route.abort('connectionreset');
  });
  await page.goto('/about');

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(attempts).toBe(2);
});

test("a course page's remote code is preloaded while the shell starts: its page chunk is asked for before the remote's entry has arrived", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const catalog = remoteOrigin('catalog');
  const pageChunk = new RegExp(`^${catalog}/__federation_expose_CourseDetailPage\\.[0-9a-f]+\\.js$`);
  // The remote's entry is held back: without the preload, the page chunk is asked for only once the entry ran.
  let chunkBeforeEntry = false;
  await page.route(`${catalog}/remoteEntry.js`, async (route) => {
    await expect.poll(() => requested.some((url) => pageChunk.test(url)), { timeout: 5_000 }).toBe(true);
    chunkBeforeEntry = true;
    await route.continue();
  });

  await page.goto('/course/python-programming-masterclass');
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Python Programming Masterclass' }),
  ).toBeVisible();
  expect(chunkBeforeEntry).toBe(true);
  await page.waitForLoadState('networkidle');
  for (const url of [
    `${catalog}/mf-manifest.json`,
    `${catalog}/remoteEntry.js`,
    `${SHELL_ORIGIN}/config.json`,
  ])
    expect(
      requested.filter((seen) => seen === url),
      `${url}: fetched once`,
    ).toHaveLength(1);
  expect(requested.filter((url) => pageChunk.test(url))).toHaveLength(1);
});

/** The remotes a page sends any request to, from the first one on. */
function contactedRemotes(page: Page): Set<RemoteName> {
  const contacted = new Set<RemoteName>();
  page.on('request', (request) => {
    const { origin } = new URL(request.url());
    const remote = REMOTE_NAMES.find((name) => remoteOrigin(name) === origin);
    if (remote) contacted.add(remote);
  });
  return contacted;
}

/** The site-wide newsletter offer (community's region), drawn once the page is idle. */
const newsletterOffer = (page: Page) =>
  page
    .getByRole('complementary', { name: 'Newsletter offer' })
    .getByRole('button', { name: 'Get 30% Off Now!' });

// The share strategy loads a remote only when the page shows something of it ('loaded-first'); a strategy
// that gathers every remote's shared versions first would fetch all six on every page.
const PAGES: { path: string; heading: string; remotes: RemoteName[]; why: string }[] = [
  {
    path: '/courses',
    heading: 'All Courses',
    remotes: ['catalog', 'community'],
    why: "its page's remote and the newsletter offer's",
  },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    remotes: ['community'],
    why: "a shell page: only the newsletter offer's remote",
  },
];

for (const { path, heading, remotes, why } of PAGES) {
  test(`start-up on ${path} contacts only ${remotes.join(' and ')} (${why}), not every remote`, async ({
    page,
  }) => {
    const contacted = contactedRemotes(page);
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(newsletterOffer(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect([...contacted].sort()).toEqual(remotes);
  });
}
