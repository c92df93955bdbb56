import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import {
  chooseInAccountMenu,
  completeLessons,
  newLearner,
  postAsLearner,
  openSignedIn,
} from '../support/learners';
import { fillBilling, fillCard, paymentFrame, SUCCESS_CARD } from '../support/checkout';
import { exercise, writeProgram } from '../support/exercise';
import { main } from '../support/layout';
import { API_BASE_URL, SHELL_ORIGIN } from '../support/stack';

// Seeded free trial (course 1): chapter 1 holds lessons 1-18, chapter 2 lessons 19-38. Exercises and chapter
// summaries never count, which leaves 14 + 15 = 29 counted lessons; lesson 38 completes the trial.
const TRIAL = { link: 'free-trial', lastLesson: 38, counted: 29 };
const lessonUrl = (chapter: number, lesson: number, course = TRIAL.link) =>
  `/course/${course}/chapter/${chapter}/lesson/${lesson}`;

/** A learner file's download link: the API's route, signed for a limited time. */
const signedFileLink = (file: string) =>
  new RegExp(`^${`${API_BASE_URL}${file}`.replace(/[.?]/g, '\\$&')}\\?expires=\\d+&signature=[\\w-]+$`);

/** A passing program for lesson 36, 'Exercise - Shopping List'. */
const SHOPPING_LIST = [
  'shopping = []',
  'while True:',
  '    item = input("Item (or done): ")',
  '    if item == "done":',
  '        break',
  '    shopping.append(item)',
  'print("Your shopping list:")',
  'for position, item in enumerate(shopping, start=1):',
  '    print(f"{position}. {item}")',
  '',
].join('\n');

const courseMenu = (page: Page): Locator => page.getByRole('navigation', { name: 'Course menu' });

/** Complete Step, then the player's own move (after 1500 ms) to `next`. */
async function completeStep(page: Page, next: string) {
  await page.getByRole('button', { name: 'Complete Step' }).click();
  await expect(page.getByText('Step completed! On to the next lesson…')).toBeVisible();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}${next}`);
}

test('a visitor who is not signed in is asked to sign in on a lesson', async ({ page }) => {
  await page.goto(lessonUrl(1, 1));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please sign in to access this page');
  await expect(page.getByRole('button', { name: 'Complete Step' })).toHaveCount(0);
});

test('a new learner finishes the free trial, gets TRIALCOMPLETE, sees the percent in My Courses and keeps every check mark', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Katherine Johnson');
  await openSignedIn(page, learner);

  // Starts the trial in the player: lesson 1 (with the course files), then on to lesson 2 by itself.
  await page.goto(lessonUrl(1, 1));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction - Welcome to the Course' }),
  ).toBeVisible();
  const courseFiles = page.getByRole('link', { name: 'Download course files' });
  await expect(courseFiles).toHaveAttribute('href', signedFileLink('/files/courses/free-trial.zip'));
  const download = page.waitForEvent('download');
  await courseFiles.click();
  expect((await download).suggestedFilename()).toBe('free-trial.zip');
  // A YouTube lesson loads nothing from YouTube until the learner asks for the video.
  await expect(page.locator('youtube-video')).toHaveCount(0);
  await page.getByRole('button', { name: 'Play video: Introduction - Welcome to the Course' }).click();
  await expect(
    page
      .getByRole('region', { name: 'Lesson video: Introduction - Welcome to the Course' })
      .locator('youtube-video'),
  ).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/kqtD5dpn9C8');
  await completeStep(page, lessonUrl(1, 2));
  await expect(courseMenu(page).getByText(`1 of ${TRIAL.counted} lessons completed (3%)`)).toBeVisible();

  await page.goto('/course/free-trial/chapter/2/completedFreeTrial');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'You have not completed the free trial yet',
  );
  await expect(page.getByText('TRIALCOMPLETE')).toHaveCount(0);

  // The middle of the trial through the API, the last three lessons through the player.
  await completeLessons(
    request,
    learner,
    1,
    Array.from({ length: 33 }, (_, index) => index + 2),
  );
  await page.goto(lessonUrl(2, 35));
  await expect(page.getByRole('heading', { level: 1, name: 'Lists - Looping Over a List' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Step' })).toBeEnabled();
  await completeStep(page, lessonUrl(2, 36));
  // Lesson 36 is an exercise: Complete Step waits for a passing check.
  await expect(page.getByRole('button', { name: 'Complete Step' })).toBeDisabled();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
  await writeProgram(page, SHOPPING_LIST);
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByText('Well done! Every check passed.')).toBeVisible();
  // The pass completed the step where the learner is; Next Lesson moves on.
  await expect(page.getByText('Step completed!', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Next Lesson' }).click();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}${lessonUrl(2, 37)}`);
  await expect(
    courseMenu(page).getByText(`${TRIAL.counted - 1} of ${TRIAL.counted} lessons completed`),
  ).toBeVisible();
  await completeStep(page, lessonUrl(2, 38));
  await completeStep(page, '/course/free-trial/chapter/2/completedFreeTrial');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Congratulations, you have completed the free trial!' }),
  ).toBeVisible();
  await expect(page.getByText('TRIALCOMPLETE', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Introduction to Python' })).toHaveAttribute(
    'href',
    '/course/introduction-to-python',
  );
  await expect(page.getByRole('link', { name: /with TRIALCOMPLETE$/ })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass?coupon=TRIALCOMPLETE',
  );

  await chooseInAccountMenu(page, 'link', /My Courses/);
  // With every lesson done, Open Course (My Courses) and Continue (course page) stay on the last one.
  await expect(
    page.getByRole('list', { name: 'Owned courses' }).getByRole('link', { name: /Open Course/ }),
  ).toHaveAttribute('href', lessonUrl(2, TRIAL.lastLesson));
  await page.getByRole('tab', { name: 'Progress' }).click();
  // A finished course moves from In Progress to Completed.
  await expect(
    page.getByRole('table', { name: 'Completed' }).getByRole('row', { name: /Free Trial/ }),
  ).toContainText('100%');
  await expect(
    page.getByRole('table', { name: 'In Progress' }).getByRole('row', { name: /Free Trial/ }),
  ).toHaveCount(0);

  await page.goto(`/course/${TRIAL.link}`);
  await expect(page.getByRole('link', { name: 'Continue', exact: true })).toHaveAttribute(
    'href',
    lessonUrl(2, TRIAL.lastLesson),
  );

  // A reload keeps every completion: all 38 lessons checked, 100%.
  await page.goto(lessonUrl(2, 38));
  await page.reload();
  const menu = courseMenu(page);
  await expect(menu.getByText(`${TRIAL.counted} of ${TRIAL.counted} lessons completed (100%)`)).toBeVisible();
  await menu.getByRole('button', { name: /Getting Started/ }).click();
  await expect(menu.getByRole('link', { name: /\(completed\)/ })).toHaveCount(TRIAL.lastLesson);
  await expect(page.getByRole('button', { name: 'Complete Step' })).toBeDisabled();

  // Buying the masterclass, which teaches the trial's chapters, keeps those lessons done there too.
  await page.goto('/checkout?courseId=5');
  await fillBilling(page, 'Germany');
  await main(page).getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await fillCard(paymentFrame(page), SUCCESS_CARD);
  await paymentFrame(page).getByRole('button', { name: /^Pay / }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('courseId') === '5');
  await main(page).getByRole('link', { name: 'Access course' }).click();
  await expect(
    courseMenu(page).getByText(new RegExp(`^${TRIAL.counted} of \\d+ lessons completed`)),
  ).toBeVisible();
  // Access course may open the course at its first lesson (chapter 1 open) or where the learner goes on.
  const gettingStarted = courseMenu(page).getByRole('button', { name: /Getting Started/ });
  if ((await gettingStarted.getAttribute('aria-expanded')) !== 'true') await gettingStarted.click();
  await expect(gettingStarted).toHaveAttribute('aria-expanded', 'true');
  await expect(
    courseMenu(page)
      .getByRole('link', { name: /\(completed\)/ })
      .first(),
  ).toBeVisible();
});

test('a learner who is not enrolled cannot open a paid lesson', async ({ page, request }) => {
  const learner = await newLearner(request, 'Dorothy Vaughan');
  const direct = await postAsLearner(request, learner, '/lesson/fetch', {
    UserID: learner.userId,
    CourseID: 5,
    ChapterID: 3,
    LessonID: 39,
  });
  expect(direct.status()).toBe(403);
  // Nor can they fetch the course's files at a guessed address: the site does not serve them, the API only
  // through a signed link.
  const fromSite = await request.get(`${SHELL_ORIGIN}/files/courses/python-programming-masterclass.zip`);
  expect((await fromSite.body()).subarray(0, 2).toString('latin1')).not.toBe('PK');
  const unsigned = await request.get(`${API_BASE_URL}/files/courses/python-programming-masterclass.zip`);
  expect(unsigned.status()).toBe(403);

  await openSignedIn(page, learner);
  await page.goto(lessonUrl(3, 39, 'python-programming-masterclass'));
  // The page says what the lesson belongs to and how to get it, not the API's refusal.
  await expect(
    page.getByRole('heading', { level: 1, name: 'This lesson is part of Python Programming Masterclass' }),
  ).toBeVisible();
  await expect(page.getByText(/^Error: /)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Complete Step' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'About Python Programming Masterclass' })).toHaveAttribute(
    'href',
    '/course/python-programming-masterclass',
  );
  await page.getByRole('link', { name: 'Enroll Now' }).click();
  await expect(page).toHaveURL(/\/checkout\?courseId=5$/);
});

test("a signed-in learner's lesson is asked for once when its page opens", async ({ page, request }) => {
  const learner = await newLearner(request, 'Annie Easley');
  await openSignedIn(page, learner);
  let lessonRequests = 0;
  page.on('request', (sent) => {
    if (sent.url() === `${API_BASE_URL}/lesson/fetch` && sent.method() === 'POST') lessonRequests += 1;
  });

  await page.goto(lessonUrl(1, 3));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction - Installing Python' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(lessonRequests).toBe(1);
});

test("on arrival the session's records and the course menu do not wait for a lesson's text that is slow to come", async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Katherine Johnson');
  await openSignedIn(page, learner);
  const besideTheText = ['/user/data', '/enrollments', '/chapter/get-multiple', '/course/completed-steps'];
  const firstAskedAt = new Map<string, number>();
  let allAsked = () => {};
  const asked = new Promise<void>((resolve) => {
    allAsked = resolve;
  });
  page.on('request', (sent) => {
    const path = sent.url().replace(API_BASE_URL, '');
    // Only the lesson page's own requests, not those of the home page it replaces.
    const fromTheLesson = sent.frame().url().includes('/lesson/');
    if (fromTheLesson && sent.method() === 'POST' && besideTheText.includes(path) && !firstAskedAt.has(path))
      firstAskedAt.set(path, Date.now());
    if (firstAskedAt.size === besideTheText.length) allAsked();
  });
  // The lesson's text is held back until the others have been asked for, or 10 s at most: had they waited for it,
  // they would come after it.
  let textServed = Number.POSITIVE_INFINITY;
  await page.route(`${API_BASE_URL}/lesson/fetch`, async (route) => {
    if (route.request().method() === 'POST') {
      await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      textServed = Math.min(textServed, Date.now());
    }
    await route.continue();
  });

  await page.goto(lessonUrl(1, 3));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction - Installing Python' }),
  ).toBeVisible();
  await expect(
    courseMenu(page).getByRole('link', { name: /Introduction - Installing Python/ }),
  ).toBeVisible();
  await expect.poll(() => [...firstAskedAt.keys()].sort()).toEqual([...besideTheText].sort());
  for (const [path, at] of firstAskedAt)
    expect(at, `${path} waited for the text`).toBeLessThanOrEqual(textServed);
});

test('under 576 px the course menu folds behind a toggle above the lesson', async ({ page, request }) => {
  const learner = await newLearner(request, 'Mary Jackson');
  await openSignedIn(page, learner);
  await page.setViewportSize({ width: 400, height: 900 });
  await page.goto(lessonUrl(1, 3));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Introduction - Installing Python' }),
  ).toBeVisible();
  const toggle = page.getByRole('button', { name: 'Course menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(courseMenu(page)).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(courseMenu(page).getByRole('progressbar', { name: 'Course progress' })).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await expect(toggle).toBeHidden();
  await expect(courseMenu(page)).toBeVisible();
});

test('on a phone, a lesson whose parts arrive one by one never moves what is already on the screen', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Mary Jackson');
  await openSignedIn(page, learner);
  await page.setViewportSize({ width: 412, height: 823 });
  // Every answer of the API comes late, so the outline, the lesson and the video position arrive one by one.
  await page.route(
    (url) => url.href.startsWith(API_BASE_URL),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.fallback();
    },
  );
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/course/free-trial/chapter/1/lesson/2');
  await expect(
    main(page).getByRole('region', { name: 'Lesson video: Introduction - What Is Programming?' }),
  ).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Complete Step' })).toBeVisible();
  await page.waitForTimeout(1000);
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  // Google's line for a good page: a cumulative layout shift under 0.1.
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.1);
});
