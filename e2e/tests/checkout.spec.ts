import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillBilling, fillCard, paymentFrame, SUCCESS_CARD } from '../support/checkout';
import { createCoupon } from '../support/database';
import { main, SITE_NAME } from '../support/layout';
import { enrollments, newLearner, submitSignIn, type Credentials, openSignedIn } from '../support/learners';
import { API_BASE_URL } from '../support/stack';

const SUPPORT_EMAIL = 'support@pylearn.academy';

// The sandbox provider's documented test cards.
const DECLINED_CARD = '4000 0000 0000 0002';

/**
 * Opens /checkout for a course as a visitor, then signs in through the shell's modal from the page's prompt.
 * Each journey pays as a learner of its own: what the stack's learners own depends on the journeys before.
 */
async function checkoutSignedIn(page: Page, courseId: number, learner: Credentials): Promise<void> {
  await page.goto(`/checkout?courseId=${courseId}`);
  await expect(main(page).getByRole('alert')).toHaveText('Please sign in to access this page');
  await main(page).getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page.getByRole('form', { name: 'Sign In' }), learner);
}

test('a signed-in learner buys the main course in the payment frame and Access course opens its first lesson', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Main Course Buyer');
  await checkoutSignedIn(page, 5, learner);
  const content = main(page);
  const summary = content.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('Python Programming Masterclass');

  await content.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await expect(content.getByText('Please fill in your billing information before proceeding')).toBeVisible();

  await fillBilling(page, 'Israel');
  await expect(content.getByText('Please fill in your billing information before proceeding')).toBeHidden();
  // 89.00 offer price plus 17% Israeli tax: the client's summary and the server's charge agree.
  await expect(summary).toContainText('$15.13');
  await expect(summary).toContainText('$104.13');

  const frame = paymentFrame(page);
  await expect(frame.getByRole('button', { name: 'Pay $104.13' })).toBeVisible();
  // The frame is as tall as its card form: nothing, Pay included, hides below its fold.
  await expect
    .poll(() => frame.locator('html').evaluate((root) => root.scrollHeight - root.clientHeight))
    .toBeLessThanOrEqual(1);
  await fillCard(frame, SUCCESS_CARD);
  await frame.getByRole('button', { name: 'Pay $104.13' }).click();

  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('courseId') === '5');
  await expect(content.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(page).toHaveTitle(`Thank You | ${SITE_NAME}`);
  await content.getByRole('link', { name: 'Access course' }).click();
  // Course 5 starts with chapter 1, lesson 1 (api/src/db/seed/catalog.ts); the learner now owns it.
  await page.waitForURL('/course/python-programming-masterclass/chapter/1/lesson/1');
  await expect(
    content.getByRole('heading', { level: 1, name: 'Introduction - Welcome to the Course' }),
  ).toBeVisible();
  await expect(content.getByRole('button', { name: 'Complete Step' })).toBeEnabled();
  expect(await enrollments(request, learner)).toContainEqual(
    expect.objectContaining({ CourseID: 5, Source: 'payment' }),
  );
});

test('a declined card shows the provider error in the frame and grants nothing; the success card then buys the course', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Declined Card');
  await checkoutSignedIn(page, 4, learner);
  const content = main(page);
  await fillBilling(page, 'Germany');
  await content.getByRole('radio', { name: 'Credit/Debit Card' }).check();

  const frame = paymentFrame(page);
  await fillCard(frame, DECLINED_CARD);
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(frame.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/checkout\?courseId=4$/);
  expect((await enrollments(request, learner)).map((enrollment) => enrollment.CourseID)).not.toContain(4);

  // The card number and CVC are never sent back; the rest of the form stays for another card.
  await expect(frame.getByLabel('Card number')).toHaveValue('');
  await expect(frame.getByLabel('Name on card')).toHaveValue('Ada Learner');
  await frame.getByLabel('Card number').fill(SUCCESS_CARD);
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByRole('button', { name: /^Pay \$/ }).click();

  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('courseId') === '4');
  await expect(content.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  expect(await enrollments(request, learner)).toContainEqual(
    expect.objectContaining({ CourseID: 4, Source: 'payment' }),
  );
});

test('a 100% coupon for one course enrolls without payment and lands on thank-you with the coupon', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Free Coupon');
  const code = `E2EFREE${Date.now()}`;
  createCoupon({ code, discountType: '%', discountAmount: 100, courseId: 3 });

  await checkoutSignedIn(page, 3, learner);
  const content = main(page);
  await content.getByRole('textbox', { name: 'Coupon code' }).fill(code.toLowerCase());
  await content.getByRole('button', { name: 'Apply' }).click();

  await page.waitForURL(
    (url) =>
      url.pathname === '/thank-you' &&
      url.searchParams.get('courseId') === '3' &&
      url.searchParams.get('coupon_code') === code,
  );
  await expect(content.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  // The coupon the server recorded for the enrolment, not the address's.
  await expect(content.getByText(`Coupon ${code} was applied to your order.`)).toBeVisible();
  await expect(page.locator('iframe[title="Secure payment"]')).toHaveCount(0);
  expect(await enrollments(request, learner)).toContainEqual(
    expect.objectContaining({ CourseID: 3, Source: 'coupon' }),
  );
});

test('/thank-you does not take its address for an enrolment the learner does not have', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await newLearner(request, 'Address Reader'));
  await page.goto('/thank-you?courseId=3&coupon_code=PY30NOW');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Thank You!' })).toBeVisible();
  await expect(content.getByRole('status')).toHaveText('Confirming your enrollment');
  await expect(content).not.toContainText('You are now enrolled');
  await expect(content).not.toContainText('PY30NOW');
});

test('PY30NOW takes 30% off, and the payment page charges the discounted total', async ({
  page,
  request,
}) => {
  await checkoutSignedIn(page, 3, await newLearner(request, 'Coupon Learner'));
  const content = main(page);
  await fillBilling(page, 'Germany');
  await content.getByRole('radio', { name: 'Google Pay' }).check();
  await expect(paymentFrame(page).getByRole('button', { name: 'Pay $49.00' })).toBeVisible();

  await content.getByRole('textbox', { name: 'Coupon code' }).fill(' py30now ');
  await content.getByRole('button', { name: 'Apply' }).click();
  await expect(content.getByText('Coupon is valid!')).toBeVisible();

  const summary = content.getByRole('region', { name: 'Order Summary' });
  await expect(summary).toContainText('-$14.70 (30%)');
  await expect(summary).toContainText('$34.30');
  // The coupon change regenerated the link: the new payment page charges the discounted price.
  await expect(paymentFrame(page).getByRole('button', { name: 'Pay $34.30' })).toBeVisible();
});

test('an unknown coupon is refused and the price stays', async ({ page, request }) => {
  await checkoutSignedIn(page, 3, await newLearner(request, 'Unknown Coupon'));
  const content = main(page);
  await content.getByRole('textbox', { name: 'Coupon code' }).fill('NOT-A-COUPON');
  await content.getByRole('button', { name: 'Apply' }).click();
  await expect(content.getByRole('alert')).toHaveText('Coupon is not valid.');
  await expect(content.getByRole('region', { name: 'Order Summary' })).not.toContainText('Coupon');
});

test('the free trial enrolls at once from checkout and lands on thank-you', async ({ page, request }) => {
  await checkoutSignedIn(page, 1, await newLearner(request, 'Trial Learner'));
  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('courseId') === '1');
  await expect(main(page).getByRole('link', { name: 'Access course' })).toHaveAttribute(
    'href',
    /^\/course\/free-trial\/chapter\/1\/lesson\/\d+$/,
  );
});

test('a failed payment link shows the secure-connection message with the support e-mail', async ({
  page,
  request,
}) => {
  await page.route(`${API_BASE_URL}/payment-link`, (route) =>
    route.fulfill({ status: 503, json: { statusCode: 503, error: 'Service Unavailable' } }),
  );
  await checkoutSignedIn(page, 4, await newLearner(request, 'Link Failure'));
  const content = main(page);
  await fillBilling(page, 'France');
  await content.getByRole('radio', { name: 'Apple Pay' }).check();

  await expect(content.getByRole('alert')).toContainText(
    `There was an issue establishing a secure connection to the payment servers. Please try again later or contact us at ${SUPPORT_EMAIL}`,
  );
  await expect(content.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
    'href',
    `mailto:${SUPPORT_EMAIL}`,
  );
  await expect(content.getByText('Could not generate payment link.')).toBeVisible();
  await expect(page.locator('iframe[title="Secure payment"]')).toHaveCount(0);
});

test('cancel-enrollment links home and to the contact page', async ({ page }) => {
  await page.goto('/cancel-enrollment');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1, name: 'Cancel Enrollment' })).toBeVisible();
  await expect(content.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(content.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});
