import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { fallbacks, main } from '../support/layout';
import { scrollToTheEnd } from '../support/scrolling';

test('the home page shows every section, with course sections from the catalogue and the latest posts, the later ones loaded as they come near', async ({
  page,
}) => {
  const media: { url: string; status: number }[] = [];
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/images/'))
      media.push({ url: response.url(), status: response.status() });
  });
  await page.goto('/');
  const home = main(page);

  await expect(home.getByRole('heading', { level: 1, name: 'Learn Python the Easy Way' })).toBeVisible();
  await expect(home.getByRole('link', { name: 'Get Started Now' })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass',
  );
  await expect(home.getByRole('link', { name: 'START FREE TRIAL' }).first()).toHaveAttribute(
    'href',
    '/course/free-trial',
  );

  await home.getByRole('button', { name: 'Watch Video' }).click();
  const video = page.getByRole('dialog', { name: 'Introduction video' });
  await expect(video.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await video.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Introduction video' })).toHaveCount(0);

  for (const title of ['Beginner Level', 'Bite Sized Lessons', 'Interactive Exercises'])
    await expect(home.getByRole('heading', { name: title })).toBeVisible();
  await expect(home.getByRole('list', { name: 'Popular courses' }).getByRole('article')).toHaveCount(5);
  // The sections further down load as the visitor scrolls near them: none of their code has been asked for yet.
  await expect(home.getByRole('heading', { name: 'Latest Posts' })).toHaveCount(0);
  expect(requested.filter((url) => /LatestPosts|HomeInstructors|HomeFeaturedCourse/.test(url))).toEqual([]);
  await scrollToTheEnd(page);
  await expect(home.getByRole('heading', { name: 'Try the course for FREE!' })).toBeVisible();

  await expect(home.getByRole('heading', { name: 'Find the Right Course for you' })).toBeVisible();
  await home.getByRole('tab', { name: 'Web Development' }).click();
  await expect(home.getByRole('tabpanel').getByRole('article')).toHaveCount(1);

  await expect(home.getByRole('heading', { name: 'Python Programming Masterclass', level: 2 })).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Clear Animations, Over 300 Videos' })).toBeVisible();
  await expect(home.getByRole('button', { name: /^Play video:/ })).toHaveCount(7);
  await expect(home.getByRole('region', { name: 'Student testimonials' })).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Latest Posts' })).toBeVisible();
  await expect(home.getByRole('heading', { name: 'Meet the Team' })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);

  await home.getByRole('list', { name: 'Popular courses' }).getByRole('img').first().scrollIntoViewIfNeeded();
  expect(media.filter((entry) => entry.status >= 400)).toEqual([]);
});

test('home names each landmark once: the footer’s free-trial banner is not a second “Try the course for FREE!” region', async ({
  page,
}) => {
  await page.goto('/');
  await scrollToTheEnd(page);
  await expect(main(page).getByRole('region', { name: 'Try the course for FREE!' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Meet the Team' })).toBeVisible();
  // Best practices the suite's WCAG audit leaves out: a screen reader's landmark list must tell regions apart.
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-unique', 'landmark-complementary-is-top-level'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('/about shows the instructor bio, the introduction video and the certificates', async ({ page }) => {
  await page.goto('/about');
  await expect(main(page).getByRole('heading', { level: 1, name: /^About / })).toBeVisible();
  await main(page).getByRole('button', { name: 'Play the introduction video' }).click();
  await expect(page.getByRole('dialog', { name: 'Introduction video' }).locator('iframe')).toHaveAttribute(
    'src',
    /youtube-nocookie\.com\/embed\//,
  );
  await page
    .getByRole('dialog', { name: 'Introduction video' })
    .getByRole('button', { name: 'Close' })
    .click();
  await expect(main(page).getByRole('img', { name: /^Certificate:/ })).toHaveCount(3);
});
