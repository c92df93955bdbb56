import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { createCoupon } from '../support/database';
import { fallbacks, main } from '../support/layout';
import { newLearner, postAsLearner, submitSignIn, type Learner } from '../support/learners';

/** A new learner enrolled in `courseId` through a 100% coupon for that course (only the enrolled review it). */
async function enrolledLearner(request: APIRequestContext, name: string, courseId: number): Promise<Learner> {
  const learner = await newLearner(request, name);
  const code = `E2EREVIEW${courseId}${Date.now()}${Math.random().toString(36).slice(2, 6)}`.toUpperCase();
  createCoupon({ code, discountType: '%', discountAmount: 100, courseId });
  const response = await postAsLearner(request, learner, '/enrollments/new/coupon', {
    user_id: learner.userId,
    coupon_code: code,
    course_id: courseId,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  return learner;
}

/** Adds reviews through the API so a course has more than one page of them: one per enrolled learner. */
async function addReviews(request: APIRequestContext, courseId: number, count: number): Promise<void> {
  for (let n = 1; n <= count; n += 1) {
    const reviewer = await enrolledLearner(request, `Review Writer ${n}`, courseId);
    const response = await postAsLearner(request, reviewer, '/course/review', {
      CourseID: courseId,
      UserID: reviewer.userId,
      Rating: 4,
      Title: `Practice review ${n}`,
      Comment: 'Clear lessons and useful exercises.',
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  }
}

test('a visitor goes home, browses /courses in both layouts, opens a course and reads every tab', async ({
  page,
  request,
}) => {
  await addReviews(request, 3, 12);

  await page.goto('/');
  await main(page).getByRole('link', { name: 'View all courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);

  const list = main(page).getByRole('list', { name: 'Courses' });
  await expect(list.getByRole('article')).toHaveCount(5);
  await expect(list.getByText('Free', { exact: true })).toBeVisible();
  await expect(list.getByText(/\(\d+ Reviews?\)/).first()).toBeVisible();

  await main(page).getByRole('button', { name: 'List view' }).click();
  await expect(main(page).getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  // Each course's picture fills its column: no empty strip under it beside a taller text.
  const firstCard = list.getByRole('article').first();
  await expect
    .poll(async () => {
      const picture = await firstCard.locator('img').boundingBox();
      const card = await firstCard.boundingBox();
      return picture && card ? Math.abs(card.y + card.height - (picture.y + picture.height)) : Infinity;
    })
    .toBeLessThanOrEqual(2);
  await main(page).getByRole('button', { name: 'Grid view' }).click();

  await list.getByRole('link', { name: 'Python Advanced', exact: true }).click();
  await expect(page).toHaveURL(/\/course\/python-advanced$/);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Python Advanced' })).toBeVisible();
  await expect(main(page).getByText('13 Reviews', { exact: true })).toBeVisible();

  const tabs = main(page).getByRole('tablist', { name: 'Course sections' });
  await tabs.getByRole('tab', { name: 'Overview' }).click();
  await expect(
    main(page).getByRole('tabpanel').getByRole('heading', { name: 'About this course' }),
  ).toBeVisible();

  await tabs.getByRole('tab', { name: 'Curriculum' }).click();
  const curriculum = main(page).getByRole('tabpanel');
  await expect(curriculum.getByRole('button', { expanded: true }).first()).toBeVisible();
  await expect(curriculum.getByText('List Comprehensions', { exact: true })).toBeVisible();
  await expect(curriculum.getByText(/Exercise/)).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Instructors' }).click();
  const instructors = main(page).getByRole('tabpanel');
  await expect(instructors.getByRole('link', { name: /^More about / })).toBeVisible();
  await expect(instructors.getByRole('link', { name: /LinkedIn/ })).toHaveCount(0);

  await tabs.getByRole('tab', { name: 'Reviews' }).click();
  const reviews = main(page).getByRole('tabpanel').getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(10);
  await main(page).getByRole('button', { name: 'Load More' }).click();
  await expect(reviews.getByRole('listitem')).toHaveCount(13);
  await expect(main(page).getByRole('button', { name: 'Load More' })).toHaveCount(0);

  await expect(main(page).getByRole('region', { name: 'Related courses' })).toBeVisible();
  await expect(fallbacks(page)).toHaveCount(0);
});

test('Enroll Now while signed out opens the sign-in modal with the message', async ({ page }) => {
  await page.goto('/course/introduction-to-python');
  const course = main(page).getByRole('region', { name: 'Introduction to Python' });
  await course.getByRole('button', { name: 'Enroll Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Please login to enroll in this course.')).toBeVisible();
});

test('?coupon=PY30NOW on a course page shows the coupon as valid', async ({ page }) => {
  await page.goto('/course/python-programming-masterclass?coupon=PY30NOW');
  await expect(main(page).getByText('Coupon is valid!')).toBeVisible();
  await expect(main(page).getByLabel('Coupon code')).toHaveValue('PY30NOW');
});

test('an enrolled learner posts a review under their account name, sees it first, and edits it', async ({
  page,
  request,
}) => {
  const learner = await enrolledLearner(request, 'Web Reviewer', 4);
  await page.goto('/course/python-web-starter');
  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page.getByRole('dialog', { name: 'Sign In' }), learner);

  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  const panel = main(page).getByRole('tabpanel');
  await expect(panel.getByRole('textbox', { name: 'Name' })).toHaveValue(learner.name);
  await panel.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await panel.getByLabel('Title').fill('Built my first web app');
  await panel
    .getByRole('group', { name: 'What did you like?' })
    .getByRole('button', { name: 'Examples' })
    .click();
  await panel.getByRole('button', { name: 'Submit Review' }).click();
  await expect(panel.getByText('Thank you for your review!')).toBeVisible();
  const reviews = panel.getByRole('list', { name: 'Reviews' });
  await expect(reviews.getByRole('heading').first()).toHaveText('Built my first web app');
  await expect(reviews.getByRole('listitem').first()).toContainText(learner.name);

  // One review per learner: submitting again updates it instead of adding another.
  await expect(panel.getByRole('heading', { name: 'Your review' })).toBeVisible();
  await panel.getByLabel('Title').fill('Built two web apps now');
  await panel.getByRole('button', { name: 'Update Review' }).click();
  await expect(reviews.getByRole('heading').first()).toHaveText('Built two web apps now');
  await expect(reviews.getByText('Built my first web app')).toHaveCount(0);
});

test('a signed-in learner who is not enrolled is told only enrolled learners review the course', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Not Enrolled');
  await page.goto('/course/python-web-starter');
  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page.getByRole('dialog', { name: 'Sign In' }), learner);

  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  const panel = main(page).getByRole('tabpanel');
  await expect(panel.getByText('Only learners enrolled in this course can review it.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Submit Review' })).toHaveCount(0);
});
