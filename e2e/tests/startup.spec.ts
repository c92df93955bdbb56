import { expect, test, type Page } from '../fixtures';
import { holdTheApp } from '../support/holdTheApp';
import { main } from '../support/layout';
import { API_BASE_URL, REMOTE_NAMES, remoteOrigin, SHELL_ORIGIN, type RemoteName } from '../support/stack';

test("index.html loads exactly the shell's scripts the start-up needs, each async at low priority, and the chunk loader adds none of its own", async ({
  page,
}) => {
  const requested: string[] = [];
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== SHELL_ORIGIN) return;
    if (request.resourceType() === 'script') requested.push(url.pathname);
    if (request.resourceType() === 'stylesheet') stylesheets.push(url.pathname);
  });
  // Every script element that enters the page, the parser's and the chunk loader's alike.
  await page.addInitScript(() => {
    const added: string[] = [];
    Object.assign(window, { __addedScripts: added });
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) added.push(new URL(node.src).pathname);
    }).observe(document, { childList: true, subtree: true });
  });

  const response = await page.goto('/about');
  if (!response) throw new Error('/about: no response');
  await expect(page.getByRole('banner')).toBeVisible();
  await page.waitForLoadState('networkidle');

  const html = await response.text();
  const tags = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)].flatMap(([tag, src]) =>
    src ? [{ src, tag }] : [],
  );
  const startup = tags.filter(({ src }) => !/^\/main\.[0-9a-f]+\.js$/.test(src));
  expect(startup.length).toBeGreaterThan(5);
  for (const { tag } of startup) {
    expect(tag).toMatch(/\sasync[\s>]/);
    expect(tag).toMatch(/\sfetchpriority="low"/);
    expect(tag).toMatch(/\sdata-rspack="shell:chunk-[^"]+"/);
  }
  const started = [...new Set(requested)].filter((path) => !/^\/main\.[0-9a-f]+\.js$/.test(path)).sort();
  expect(started, "every script the start-up loads is index.html's, and each of those is used").toEqual(
    startup.map(({ src }) => src).sort(),
  );
  // The start-up chunks' stylesheets, which the chunk loader waits for, are on their way with the scripts.
  const preloadedStyles = [...html.matchAll(/<link\b[^>]*\srel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\sas="style"/.test(tag))
    .map((tag) => /\shref="([^"]+)"/.exec(tag)?.[1]);
  expect(preloadedStyles.length).toBeGreaterThan(0);
  expect([...new Set(stylesheets)].sort(), 'every stylesheet the start-up loads was preloaded').toEqual(
    preloadedStyles.sort(),
  );
  const added = await page.evaluate(() => (window as unknown as { __addedScripts: string[] }).__addedScripts);
  for (const { src } of startup)
    expect(
      added.filter((path) => path === src),
      `${src}: the loader waited on index.html's tag`,
    ).toHaveLength(1);
});

test('a start-up script that fails to download is asked for again, and the site starts', async ({ page }) => {
  const bootstrap = /\/bootstrap\.[0-9a-f]+\.js$/;
  let attempts = 0;
  await page.route(bootstrap, async (route) => {
    attempts += 1;
    if (attempts > 1) return route.continue();
    await route.abort('connectionreset');
  });
  // The main script waits until the page has seen index.html's tag fail (its head script then drops the tag; the
  // abort's own promise settles before the page hears of it): the loader then finds it gone, not pending.
  const release = await holdTheApp(page);
  await page.goto('/about', { waitUntil: 'commit' });
  await page.waitForFunction(
    () => document.readyState !== 'loading' && !document.querySelector('script[src*="/bootstrap."]'),
  );
  release();

  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  expect(attempts).toBe(2);
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
  const pageChunk = new RegExp(`^${catalog}/__federation_expose_CourseDetailPage\\.[0-9a-f]+\\.js$`);
  await page.goto('/course/python-programming-masterclass', { waitUntil: 'commit' });
  // Polled, the page chunk too: the browser reports the preloads index.html adds in its own order.
  await expect
    .poll(() => [
      ...early.filter((url) => !requested.includes(url)),
      ...(requested.some((url) => pageChunk.test(url)) ? [] : ['the CourseDetailPage chunk']),
    ])
    .toEqual([]);
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
