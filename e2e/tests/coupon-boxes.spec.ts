import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import { newLearner, signIn } from '../support/learners';
import { markWindow, readWindowMarker } from '../support/navigation';
import { API_BASE_URL } from '../support/stack';

const COUPON_CHECK = `${API_BASE_URL}/coupons/validate`;
// The spec's coupon fallbacks: the server answered an error without a message, or there was no answer at all.
const NO_MESSAGE = 'Could not validate coupon.';
const NO_ANSWER = 'An error occurred during coupon validation.';

/** Every coupon check from now on fails: a 500 without a message, or no answer at all. */
async function failCouponChecks(page: Page, how: 'server error' | 'no answer'): Promise<void> {
  await page.unroute(COUPON_CHECK);
  await page.route(COUPON_CHECK, (route) =>
    how === 'no answer'
      ? route.abort('failed')
      : route.fulfill({ status: 500, json: { statusCode: 500, error: 'Internal Server Error' } }),
  );
}

/**
 * mfe-catalog and mfe-checkout each inject a coupon check into the one shared api. With one shared name the
 * remote that loaded second ran the first one's: this journey loads the course page first, then checkout in the
 * same document, and makes the checks fail in both.
 */
test("the course page's coupon box and checkout each show their coupon fallbacks, course page first", async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Two Coupon Boxes');
  await page.goto('/course/python-programming-masterclass');
  await signIn(page, learner);
  const content = main(page);
  const couponBox = content.getByRole('region', { name: 'Have a coupon?' });

  await failCouponChecks(page, 'server error');
  await couponBox.getByRole('textbox', { name: 'Coupon code' }).fill('PY30NOW');
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(couponBox.getByText(NO_MESSAGE)).toBeVisible();

  await markWindow(page, 'course page');
  await content
    .getByRole('region', { name: 'Python Programming Masterclass' })
    .getByRole('button', { name: 'Enroll Now' })
    .click();
  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('courseId') === '5');
  const checkoutCoupon = content.getByRole('textbox', { name: 'Coupon code' });
  // The course page's failed check is not checkout's: with one shared endpoint, checkout's slice took it as its own.
  await expect(checkoutCoupon).toBeVisible();
  await expect(content.getByText(NO_MESSAGE)).toHaveCount(0);
  await checkoutCoupon.fill('PY30NOW');
  await content.getByRole('button', { name: 'Apply' }).click();
  await expect(content.getByText(NO_MESSAGE)).toBeVisible();

  await failCouponChecks(page, 'no answer');
  await checkoutCoupon.fill('TRIALCOMPLETE');
  await content.getByRole('button', { name: 'Apply' }).click();
  await expect(content.getByText(NO_ANSWER)).toBeVisible();
  await expect(content.getByRole('region', { name: 'Order Summary' })).not.toContainText('Coupon');

  // Back on the course page, still in the same document: its box says its own text for no answer too.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/course/python-programming-masterclass');
  await couponBox.getByRole('textbox', { name: 'Coupon code' }).fill('PY30NOW');
  await couponBox.getByRole('button', { name: 'Apply' }).click();
  await expect(couponBox.getByText(NO_ANSWER)).toBeVisible();
  expect(await readWindowMarker(page)).toBe('course page');
});
