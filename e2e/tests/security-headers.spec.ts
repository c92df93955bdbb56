import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIResponse, Browser, BrowserContext } from '@playwright/test';
import { REMOTE_ROUTES } from '../../scripts/lib/remotes.mjs';
import { expect, test } from '../fixtures';
import { fetchFirstPostLink } from '../support/api';
import { main } from '../support/layout';
import { API_BASE_URL, SHELL_ORIGIN } from '../support/stack';

/** A page that frames `src` (the site's About page). */
const framingPage = (src: string) =>
  `<!doctype html><html lang="en"><head><title>Framing</title></head><body><iframe src="${src}" title="Framed site" width="800" height="600"></iframe></body></html>`;

const TRACKER = 'https://tracker.example';

/** A context outside the shared fixture, for pages that provoke violations on purpose. */
const bareContext = (browser: Browser): Promise<BrowserContext> =>
  browser.newContext({ baseURL: SHELL_ORIGIN });

test('the site refuses to render inside a page on another origin, and still frames its own pages', async ({
  browser,
}) => {
  // Another origin on loopback, as a page elsewhere on the web would be (a public page framing a loopback
  // address is refused by the browser before the site is even asked).
  const foreignServer = http.createServer((_request, response) =>
    response.writeHead(200, { 'Content-Type': 'text/html' }).end(framingPage(`${SHELL_ORIGIN}/about`)),
  );
  await new Promise<void>((resolve) => foreignServer.listen(0, '127.0.0.1', resolve));
  // Outside the audited pages: a site inside its own page repeats every landmark, as no visitor's page does.
  const context = await bareContext(browser);
  try {
    // Control: the same frame on the site's own origin shows the page.
    const own = await context.newPage();
    await own.goto('/privacy-policy');
    await own.evaluate((html) => {
      const holder = document.createElement('div');
      holder.innerHTML = html;
      document.body.append(holder.querySelector('iframe') as HTMLIFrameElement);
    }, framingPage('/about'));
    await expect(own.frameLocator('iframe[title="Framed site"]').getByRole('main')).toBeVisible();

    const foreign = await context.newPage();
    const refusals: string[] = [];
    foreign.on('console', (message) => refusals.push(message.text()));
    await foreign.goto(`http://127.0.0.1:${(foreignServer.address() as AddressInfo).port}/`);
    await expect
      .poll(() => refusals)
      .toContainEqual(expect.stringMatching(/^Framing '.*' violates .* "frame-ancestors 'self'"/));
    const frame = await (await foreign.locator('iframe').elementHandle())?.contentFrame();
    expect(frame?.url()).toMatch(/^chrome-error:/);
    expect(await frame?.locator('main, header, #root > *').count()).toBe(0);
  } finally {
    await context.close();
    foreignServer.close();
  }
});

/** A concrete URL for each route pattern of the route table. */
const EXAMPLES: Record<string, string> = {
  ':courseLink': 'python-advanced',
  ':chapterId': '1',
  ':lessonId': '1',
};

/** The directives of a Content-Security-Policy header, by name. */
function directives(response: APIResponse): Map<string, string[]> {
  const header = response.headers()['content-security-policy'] ?? '';
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

function expectSiteHeaders(response: APIResponse, what: string): Map<string, string[]> {
  const headers = response.headers();
  expect(headers['content-security-policy'], what).toBeTruthy();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('SAMEORIGIN');
  // Served over plain HTTP, as the e2e stack is: no HSTS.
  expect(headers['strict-transport-security'], what).toBeUndefined();
  return directives(response);
}

test('every page of the route table, the config, the remotes’ files and a missing file carry the policy built from the site’s config', async ({
  request,
}) => {
  EXAMPLES[':postLink'] = await fetchFirstPostLink(request);
  const configResponse = await request.get('/config.json');
  const config = (await configResponse.json()) as {
    apiBaseUrl: string;
    identity: { endpoint: string };
    remotes: { name: string; entry: string }[];
  };
  const policy = expectSiteHeaders(configResponse, '/config.json');
  const remoteOrigins = config.remotes.map((remote) => new URL(remote.entry).origin);

  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", ...remoteOrigins]));
  for (const directive of ['script-src', 'img-src', 'connect-src'])
    expect(policy.get(directive), directive).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(\*|https?:|data:|'unsafe-inline'|'unsafe-eval')$/)]),
    );
  expect(policy.get('img-src')).not.toContain(TRACKER);
  expect(policy.get('connect-src')).toEqual(
    expect.arrayContaining([new URL(config.apiBaseUrl).origin, new URL(config.identity.endpoint).origin]),
  );
  expect(policy.get('frame-src')).toEqual(
    expect.arrayContaining(["'self'", new URL(config.apiBaseUrl).origin]),
  );
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);

  const shellPaths = ['/', '/login', '/redirect', '/privacy-policy', '/refund-policy', '/terms-of-service'];
  const paths = [
    ...shellPaths,
    ...REMOTE_ROUTES.map((route) => route.path.replace(/:[a-zA-Z]+/g, (name) => EXAMPLES[name] ?? name)),
    '/no-such-page/at-all',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.headers()['content-type'], path).toContain('text/html');
    expect(Object.fromEntries(expectSiteHeaders(response, path)), path).toEqual(Object.fromEntries(policy));
  }

  const [mainScript] =
    /<script defer src="([^"]+)"/.exec(await (await request.get('/')).text())?.slice(1) ?? [];
  const files = [
    `${SHELL_ORIGIN}${mainScript}`,
    ...config.remotes.flatMap((remote) => [remote.entry, new URL('remoteEntry.js', remote.entry).href]),
    `${remoteOrigins[0]}/no-such-file.js`,
  ];
  for (const url of files) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(url.endsWith('no-such-file.js') ? 404 : 200);
    expect(Object.fromEntries(expectSiteHeaders(response, url)), url).toEqual(Object.fromEntries(policy));
  }
});

test('the policy refuses a picture, a script and an inline script from anywhere but the site', async ({
  browser,
}) => {
  const context = await bareContext(browser);
  try {
    const page = await context.newPage();
    const offSite: string[] = [];
    await page.route(`${TRACKER}/**`, (route) => {
      offSite.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto('/privacy-policy');
    const refused = await page.evaluate(async (tracker) => {
      const seen: string[] = [];
      const done = new Promise<void>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => {
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`);
          if (seen.length === 3) resolve();
        });
      });
      const picture = document.createElement('img');
      picture.src = `${tracker}/pixel.gif`;
      const script = document.createElement('script');
      script.src = `${tracker}/spy.js`;
      const inline = document.createElement('script');
      inline.textContent = 'window.__inlineRan = true;';
      document.body.append(picture, script, inline);
      await done;
      return { seen: seen.sort(), inlineRan: 'inlineRan' in window || '__inlineRan' in window };
    }, TRACKER);
    expect(refused.seen).toEqual([
      `img-src ${TRACKER}/pixel.gif`,
      `script-src-elem ${TRACKER}/spy.js`,
      'script-src-elem inline',
    ]);
    expect(refused.inlineRan).toBe(false);
    expect(offSite).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a comment whose picture is on another host shows the commenter’s initial, and nothing is fetched from there', async ({
  page,
  request,
}) => {
  const postLink = await fetchFirstPostLink(request);
  const offSite: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(TRACKER)) offSite.push(sent.url());
  });
  await page.route(`${API_BASE_URL}/blog/comment/all`, async (route) => {
    const response = await route.fetch();
    const envelope = (await response.json()) as { statusCode: number; body: string };
    const { comments } = JSON.parse(envelope.body) as { comments: Record<string, unknown>[] };
    const tracked = {
      CommentID: 'e2e-tracked',
      PostID: (route.request().postDataJSON() as { PostID: string }).PostID,
      Name: 'Trudy',
      Message: 'A comment with a tracking pixel for a picture',
      Date: new Date().toISOString(),
      UserImage: `${TRACKER}/pixel.gif`,
    };
    await route.fulfill({
      response,
      json: { ...envelope, body: JSON.stringify({ comments: [tracked, ...comments] }) },
    });
  });
  await page.goto(`/blog/${postLink}`);
  const comment = main(page)
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ hasText: 'A comment with a tracking pixel for a picture' });
  await expect(comment).toBeVisible();
  await expect(comment).toContainText(/^T/);
  await expect(comment.locator('img')).toHaveCount(0);
  expect(offSite).toEqual([]);
});
