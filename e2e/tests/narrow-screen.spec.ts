import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import { newLearner, openSignedIn } from '../support/learners';

// 320 CSS px: WCAG's reflow width, a small phone. Every page visited is audited (fixtures/accessibility.ts); what
// only a narrow screen shows is content wider than it, such as code, which must scroll by keyboard too.
test.use({ viewport: { width: 320, height: 640 } });

test('on a 320 px screen the key pages pass the audit, and code wider than the screen can be scrolled by keyboard', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/');
  const example = main(page).locator('pre').filter({ hasText: 'for i in range(3)' });
  await expect(example).toHaveAttribute('tabindex', '0');
  await page.goto('/courses');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/course/python-programming-masterclass');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();

  const learner = await newLearner(request, 'Grace Narrow');
  await openSignedIn(page, learner);
  await page.goto('/course/free-trial/chapter/1/lesson/2');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/course/free-trial/chapter/1/lesson/8');
  await expect(main(page).getByRole('textbox', { name: 'Your Python program' })).toBeVisible({
    timeout: 30_000,
  });
  const code = main(page).getByRole('article').locator('pre').first();
  await expect(code).toHaveAttribute('tabindex', '0');
  await page.goto('/checkout?courseId=5');
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
});
