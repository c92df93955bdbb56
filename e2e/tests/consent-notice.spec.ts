import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../fixtures';
import { holdTheApp } from '../support/holdTheApp';
import { header } from '../support/layout';

// index.html paints the consent notice while the page is parsed; the app's banner takes its place once the
// app starts. Holding the shell's main script back shows the page as a phone on a slow connection sees it.

const notice = (page: Page) => page.getByRole('region', { name: /^We use cookies/ });

/** What a visitor sees of the notice: each part's box and the styles that make its look. */
async function looks(region: Locator) {
  const parts = {
    notice: region,
    text: region.locator('p'),
    link: region.getByRole('link', { name: 'Read our Privacy Policy' }),
    button: region.getByRole('button', { name: 'I understand' }),
  };
  const seen: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(parts)) {
    seen[name] = await part.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return {
        box: [box.x, box.y, box.width, box.height].map(Math.round),
        text: (element as HTMLElement).innerText,
        ...Object.fromEntries(
          [
            'color',
            'background-color',
            'font-family',
            'font-size',
            'font-weight',
            'line-height',
            'padding',
            'border',
            'border-radius',
            'box-shadow',
            'z-index',
          ].map((property) => [property, style.getPropertyValue(property)]),
        ),
      };
    });
  }
  return seen;
}

test("before the app's scripts arrive, the consent notice shows and answers: I understand stores the cookie and the app asks no more", async ({
  page,
  context,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(notice(page)).toBeVisible();
  await expect(header(page)).toHaveCount(0);
  await expect(notice(page).getByRole('link', { name: 'Read our Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-policy',
  );
  await expect(notice(page).getByRole('button', { name: 'I decline' })).toHaveCount(0);

  await notice(page).getByRole('button', { name: 'I understand' }).click();
  await expect(notice(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'CookieConsent');
  expect(cookie).toMatchObject({ value: 'true', path: '/', sameSite: 'Lax' });
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 364 * 24 * 3600);

  // Not even for a frame: every element the app inserts from here on is recorded.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as { insertedText?: string[] }).insertedText = seen;
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) seen.push(node.textContent ?? '');
    }).observe(document.body, { childList: true, subtree: true });
  });
  release();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const inserted = await page.evaluate(() => (window as { insertedText?: string[] }).insertedText ?? []);
  expect(inserted.length).toBeGreaterThan(0);
  expect(inserted.filter((text) => text.includes('I understand'))).toEqual([]);
});

test("the app's banner takes the notice's place with the same box, words and colours, and keeps the keyboard's place", async ({
  page,
}) => {
  const release = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await expect(notice(page)).toBeVisible();
  const early = await looks(notice(page));
  // Nothing else on the page yet: the link, then the button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(notice(page).getByRole('button', { name: 'I understand' })).toBeFocused();

  release();
  await expect(header(page)).toBeVisible();
  await expect(page.locator('#early-consent-notice')).toHaveCount(0);
  await expect(notice(page)).toHaveCount(1);
  await expect(notice(page).getByRole('button', { name: 'I understand' })).toBeFocused();
  expect(await looks(notice(page))).toEqual(early);
});

test('with I decline enabled in the runtime config, the early notice offers it and it stores CookieConsent=false', async ({
  page,
  context,
}) => {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, consent: { enableDeclineButton: true } } });
  });
  const release = await holdTheApp(page);
  await page.goto('/courses', { waitUntil: 'commit' });
  await notice(page).getByRole('button', { name: 'I decline' }).click();
  await expect(notice(page)).toHaveCount(0);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'CookieConsent');
  expect(cookie?.value).toBe('false');

  release();
  await expect(header(page)).toBeVisible();
  await expect(page.getByRole('button', { name: /^I (decline|understand)$/ })).toHaveCount(0);
});
