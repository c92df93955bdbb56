import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fallbacks, main } from '../support/layout';
import { DEMO_LEARNER, newLearner, postAsLearner, submitSignIn } from '../support/learners';

/** Adds reviews through the API so a course has more than one page of them. */
async function addReviews(request: APIRequestContext, courseId: number, count: number): Promise<void> {
  const reviewer = await newLearner(request, 'Review Writer');
  for (let n = 1; n <= count; n += 1) {
    const response = await postAsLearner(request, reviewer, '/course/review', {
      CourseID: courseId,
      UserID: reviewer.userId,
      Rating: 4,
      Title: `Practice review ${n}`,
      Comment: 'Clear lessons and useful exercises.',
      UserName: reviewer.name,
      Email: reviewer.email,
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
  await expect(
    main(page)
      .getByRole('tabpanel')
      .getByRole('link', { name: /on LinkedIn/ }),
  ).toBeVisible();

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

test('a signed-in learner posts a review and sees it first', async ({ page }) => {
  await page.goto('/course/python-web-starter');
  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page.getByRole('dialog', { name: 'Sign In' }), DEMO_LEARNER);

  await main(page).getByRole('tab', { name: 'Reviews' }).click();
  const panel = main(page).getByRole('tabpanel');
  await panel.getByRole('radio', { name: '5 stars' }).check({ force: true });
  await panel.getByLabel('Title').fill('Built my first web app');
  await panel
    .getByRole('group', { name: 'What did you like?' })
    .getByRole('button', { name: 'Examples' })
    .click();
  await panel.getByRole('button', { name: 'Submit Review' }).click();
  await expect(panel.getByText('Thank you for your review!')).toBeVisible();
  await expect(panel.getByRole('list', { name: 'Reviews' }).getByRole('heading').first()).toHaveText(
    'Built my first web app',
  );
});
