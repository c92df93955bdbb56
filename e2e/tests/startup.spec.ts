import { expect, test, type Page } from '../fixtures';
import { holdTheApp } from '../support/holdTheApp';
import { main } from '../support/layout';
import { API_BASE_URL, REMOTE_NAMES, remoteOrigin, SHELL_ORIGIN, type RemoteName } from '../support/stack';

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

test("a course page's remote code, the courses and the course artwork are requested by index.html, before the shell's scripts run, and each once", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // The shell's main script is held back: whatever is requested meanwhile, index.html itself asked for.
  const release = await holdTheApp(page);

  const catalog = remoteOrigin('catalog');
  const artwork = `${SHELL_ORIGIN}/images/courses/python-programming-masterclass.svg`;
  const early = [
    `${catalog}/mf-manifest.json`,
    `${catalog}/remoteEntry.js`,
    `${API_BASE_URL}/courses`,
    artwork,
  ];
  await page.goto('/course/python-programming-masterclass', { waitUntil: 'commit' });
  await expect.poll(() => early.filter((url) => !requested.includes(url))).toEqual([]);
  const pageChunk = new RegExp(`^${catalog}/__federation_expose_CourseDetailPage\\.[0-9a-f]+\\.js$`);
  expect(requested.some((url) => pageChunk.test(url))).toBe(true);
  expect(requested.filter((url) => /\/main\.[0-9a-f]+\.js$/.test(url))).toHaveLength(1);

  release();
  await expect(
    main(page).getByRole('heading', { level: 1, name: 'Python Programming Masterclass' }),
  ).toBeVisible();
  await expect(
    main(page).getByRole('img', { name: 'Python Programming Masterclass course artwork' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The app took the early requests over instead of asking again.
  for (const url of [...early, `${SHELL_ORIGIN}/config.json`])
    expect(
      requested.filter((seen) => seen === url),
      url,
    ).toHaveLength(1);
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
