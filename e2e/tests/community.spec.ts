import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { findRow } from '../support/database';
import { fallbacks, main } from '../support/layout';
import { DEMO_LEARNER, newLearner, signIn, submitSignIn } from '../support/learners';
import { API_BASE_URL } from '../support/stack';

const METADATA = '/blog/fetch-posts/metadata';

interface PostMeta {
  id: string;
  link: string;
  title: string;
  tags: string[];
  landscapeImg: string;
  squareImg: string;
}

async function callApi<T>(request: APIRequestContext, path: string, data: unknown): Promise<T> {
  const response = await request.post(`${API_BASE_URL}${path}`, { data });
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
  const envelope = (await response.json()) as { statusCode: number; body: string };
  return JSON.parse(envelope.body) as T;
}

/** Every post the API has, following the cursor. */
async function allPosts(request: APIRequestContext): Promise<PostMeta[]> {
  const found: PostMeta[] = [];
  let key: { PostId: string } | null = null;
  do {
    const page: { items: PostMeta[]; lastEvaluatedKey?: { PostId: string } | null } = await callApi(
      request,
      METADATA,
      {
        lastEvaluatedKey: key,
      },
    );
    found.push(...page.items);
    key = page.lastEvaluatedKey ?? null;
  } while (key);
  return found;
}

const postList = (page: Page) => main(page).getByRole('list', { name: 'Blog posts' });
const sidebar = (page: Page) => main(page).getByRole('complementary', { name: 'Blog sidebar' });

test('the blog lists six posts a page and page 2 fetches more posts with the cursor', async ({
  page,
  request,
}) => {
  const posts = await allPosts(request);
  expect(posts.length, 'the seed has a second page of posts').toBeGreaterThan(6);

  const cursors: unknown[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith(METADATA))
      cursors.push((sent.postDataJSON() as { lastEvaluatedKey: unknown }).lastEvaluatedKey);
  });
  await page.goto('/blog');
  await expect(postList(page).getByRole('listitem')).toHaveCount(6);
  await expect(fallbacks(page)).toHaveCount(0);
  expect(cursors).toEqual([null]);

  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(postList(page).getByRole('heading', { name: posts[6]?.title ?? '' })).toBeVisible();
  expect(cursors).toEqual([null, { PostId: posts[5]?.id }]);

  // Every cover of every page is served by the site, so no card shows a broken image.
  for (const path of posts.flatMap((post) => [post.landscapeImg, post.squareImg])) {
    const image = await request.get(path);
    expect(image.status(), path).toBe(200);
    expect(image.headers()['content-type'], path).toContain('image/svg+xml');
  }
});

test('a tag filters the list and a second click shows every post again', async ({ page, request }) => {
  const everyPost = await allPosts(request);
  const posts = everyPost.slice(0, 6);
  const tag = posts
    .flatMap((post) => post.tags)
    .find((candidate) => posts.some((post) => !post.tags.includes(candidate)));
  if (!tag) throw new Error('the seeded posts need a tag that not every post carries');
  // The filtered list keeps fetching pages until a page is full, so the tagged posts come from every page.
  const tagged = everyPost.filter((post) => post.tags.includes(tag)).slice(0, 6);

  await page.goto('/blog');
  await expect(postList(page).getByRole('listitem')).toHaveCount(posts.length);
  const tagButton = sidebar(page)
    .getByRole('region', { name: 'Tags' })
    .getByRole('button', { name: tag, exact: true });
  await tagButton.click();
  await expect(tagButton).toHaveAttribute('aria-pressed', 'true');
  await expect(postList(page).getByRole('listitem')).toHaveCount(tagged.length);
  for (const post of tagged)
    await expect(postList(page).getByRole('link', { name: post.title })).toBeVisible();

  await tagButton.click();
  await expect(postList(page).getByRole('listitem')).toHaveCount(posts.length);
});

test('a visitor and then a signed-in learner (name locked) each post a comment', async ({
  page,
  request,
}) => {
  const [post] = await allPosts(request);
  if (!post) throw new Error('the API has no blog posts');
  const stamp = Date.now();

  await page.goto(`/blog/${post.link}`);
  await expect(main(page).getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  const form = main(page).getByRole('form', { name: 'Leave a Comment' });
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(form.getByText('Please fill in your name to comment')).toBeVisible();

  await form.getByRole('textbox', { name: /Name/ }).fill('Visiting Parent');
  await form.getByRole('textbox', { name: /Comment/ }).fill(`Thanks for the ideas! (${stamp})`);
  await form.getByRole('button', { name: 'Post Comment' }).click();
  await expect(main(page).getByText('Thank you for your comment!')).toBeVisible();
  const comments = main(page).getByRole('list', { name: 'Comments' });
  await expect(
    comments.getByRole('listitem').filter({ hasText: `Thanks for the ideas! (${stamp})` }),
  ).toContainText('Visiting Parent');

  await page.reload();
  await expect(comments.getByText(`Thanks for the ideas! (${stamp})`)).toBeVisible();
  await signIn(page, DEMO_LEARNER);
  const name = main(page)
    .getByRole('form', { name: 'Leave a Comment' })
    .getByRole('textbox', { name: /Name/ });
  await expect(name).toHaveValue(DEMO_LEARNER.name);
  await expect(name).not.toBeEditable();
  await main(page)
    .getByRole('textbox', { name: /Comment/ })
    .fill(`Signed in and learning (${stamp})`);
  await main(page).getByRole('button', { name: 'Post Comment' }).click();
  await expect(main(page).getByText('Thank you for your comment!')).toBeVisible();
  await expect(
    comments.getByRole('listitem').filter({ hasText: `Signed in and learning (${stamp})` }),
  ).toContainText(DEMO_LEARNER.name);
  // Stored: a fresh load still lists both, once each.
  await page.reload();
  await expect(comments.getByText(`Thanks for the ideas! (${stamp})`)).toHaveCount(1);
  await expect(comments.getByText(`Signed in and learning (${stamp})`)).toHaveCount(1);
});

/** Whether every point along the middle of the element reaches the element itself (nothing lies on top of it). */
async function isUncovered(target: ReturnType<Page['locator']>): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [0.05, 0.25, 0.5, 0.75, 0.95].every((share) => {
      const hit = document.elementFromPoint(box.left + box.width * share, y);
      return hit !== null && element.contains(hit);
    });
  });
}

test('on a phone the floating offer and Back to top step aside for Enroll Now and the course tabs', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto('/course/python-advanced');
  // The cookie banner is docked, not floating (the floating buttons sit above it): out of the way first.
  await page.getByRole('button', { name: 'I understand' }).click();
  const offer = page.getByRole('button', { name: 'Get 30% Off Now!' });
  await expect(offer).toBeVisible();
  const enroll = main(page).getByRole('button', { name: 'Enroll Now' }).first();
  const tabs = main(page).getByRole('tablist');
  for (const action of [enroll, tabs]) {
    // Bring the action to the bottom of the screen, where the floating buttons sit.
    await action.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    await expect.poll(() => isUncovered(action)).toBe(true);
  }
  // Scrolled clear of every primary action (down to the footer), the offer is back.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(offer).toBeVisible();
});

test.describe('the newsletter offer', () => {
  // This journey is about the offer itself: keep the fixture from closing it.
  test.use({ closeNewsletterOffer: false });

  test('waits on a lesson in progress, and once dismissed is found again from the footer', async ({
    page,
  }) => {
    await page.goto('/course/free-trial/chapter/1/lesson/1');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // A lesson is a quiet page: no floating button, and no first display however long the learner stays.
    await expect(page.getByRole('button', { name: 'Get 30% Off Now!' })).toHaveCount(0);
    await page.waitForTimeout(4_000);
    await expect(page.getByRole('dialog', { name: 'Get 30% Off Now!' })).toHaveCount(0);

    await page.goto('/blog');
    const dialog = page.getByRole('dialog', { name: 'Get 30% Off Now!' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Dismiss the 30% off offer' }).click();
    await expect(page.getByRole('button', { name: 'Get 30% Off Now!' })).toHaveCount(0);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Newsletter: get 30% off' }).click();
    await expect(dialog).toBeVisible();
  });

  test('opens by itself on a first visit, mails a confirmation link, and once it is followed gives PY30NOW, which checkout accepts', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    // 3 s into the visit the offer opens without a click.
    const dialog = page.getByRole('dialog', { name: 'Get 30% Off Now!' });
    await expect(dialog).toBeVisible();
    const email = `reader.${Date.now()}@example.com`;
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('button', { name: 'Get My 30% Code' }).click();
    // Double opt-in: no code until the address has confirmed.
    await expect(
      dialog.getByText(
        'Almost done! Please check your inbox and follow the link we sent you to confirm your sign-up and get your 30% code.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: /PY30NOW/ })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The link in the confirmation mail (as the outbox stored it) lands on the site, which shows the code.
    const mail = findRow<{ payload: string }>(
      "SELECT payload FROM outbox WHERE topic = 'newsletter.confirmation' AND payload LIKE ?",
      `%${email}%`,
    );
    const { text } = JSON.parse(mail?.payload ?? '{}') as { text?: string };
    expect(text).not.toContain('PY30NOW');
    const link = /^http\S+\?confirm-newsletter=[\w-]+$/m.exec(text ?? '')?.[0] ?? '';
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    const offer = page.getByRole('dialog', { name: 'Your 30% Off Code' });
    const codeButton = offer.getByRole('button', { name: /PY30NOW/ });
    await expect(codeButton).toBeVisible();
    const code = /PY30NOW/.exec((await codeButton.textContent()) ?? '')?.[0] ?? '';
    await offer.getByRole('button', { name: 'Close' }).click();

    // The code the offer gave is the one checkout takes: 30% off the main course.
    await page.goto('/checkout?courseId=5');
    await main(page).getByRole('button', { name: 'Sign In' }).click();
    await submitSignIn(
      page.getByRole('form', { name: 'Sign In' }),
      await newLearner(request, 'Newsletter Reader'),
    );
    await main(page).getByRole('textbox', { name: 'Coupon code' }).fill(code);
    await main(page).getByRole('button', { name: 'Apply' }).click();
    await expect(main(page).getByText('Coupon is valid!')).toBeVisible();
    await expect(main(page).getByRole('region', { name: 'Order Summary' })).toContainText('(30%)');
  });
});

test('a contact message is sent, confirmed in green and stored with its mail to the team', async ({
  page,
}) => {
  const email = `grace.${Date.now()}@example.com`;
  await page.goto('/contact');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await main(page)
    .getByRole('textbox', { name: /First name/ })
    .fill('Grace');
  await main(page)
    .getByRole('textbox', { name: /Last name/ })
    .fill('Hopper');
  await main(page).getByRole('textbox', { name: /Email/ }).fill(email);
  await main(page)
    .getByRole('textbox', { name: /Subject/ })
    .fill('School licence');
  await main(page)
    .getByRole('textbox', { name: /Message/ })
    .fill('Can a whole class use the free trial?');
  await main(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(main(page).getByText('Please accept the terms to send your message')).toBeVisible();

  await main(page)
    .getByRole('checkbox', { name: /I agree to the Terms of Service/ })
    .check();
  await main(page).getByRole('button', { name: 'Send Message' }).click();
  const sent = main(page).getByText('Message sent successfully');
  await expect(sent).toBeVisible();
  await expect(sent).toHaveCSS('color', 'rgb(46, 125, 50)');
  await expect(main(page).getByRole('textbox', { name: /First name/ })).toHaveValue('');

  expect(
    findRow('SELECT firstname, lastname, subject, message FROM contact_messages WHERE email = ?', email),
  ).toEqual({
    firstname: 'Grace',
    lastname: 'Hopper',
    subject: 'School licence',
    message: 'Can a whole class use the free trial?',
  });
  const mail = findRow<{ payload: string }>(
    "SELECT payload FROM outbox WHERE topic = 'contact.message' AND payload LIKE ?",
    `%${email}%`,
  );
  expect(JSON.parse(mail?.payload ?? '{}')).toMatchObject({
    replyTo: email,
    subject: 'Contact form: School licence',
  });
});
