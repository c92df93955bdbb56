import { request as newRequest, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fetchCourses } from '../support/api';
import { fillBilling, fillCard, paymentFrame, SUCCESS_CARD } from '../support/checkout';
import { findRow } from '../support/database';
import { footer, header, main } from '../support/layout';
import {
  accountMenu,
  completeLessons,
  inAccountMenu,
  newLearner,
  postAsLearner,
  openSignedIn,
} from '../support/learners';

// The seeded free trial (course 1) is lessons 1-38; the full course (the brand's product) holds its chapters.
const TRIAL_LESSONS = Array.from({ length: 38 }, (_, index) => index + 1);
const MAIN_COURSE = 'python-programming-masterclass';
const FAMILY_USE = 'Everyone in your family can use this course, each child in their own profile.';

/** Chooses who learns on this device in the header's user menu (a child needs no PIN). */
async function chooseLearner(page: Page, name: string): Promise<void> {
  await inAccountMenu(page, () =>
    header(page).getByTestId('profile-switcher').getByRole('button', { name }).click({ timeout: 5_000 }),
  );
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(name));
}

/** Nothing in `part` sells: no price, no coupon or discount, no buy button, no link to checkout or with a code. */
async function expectNothingForSale(part: Locator): Promise<void> {
  await expect(part).not.toContainText(/\$\s?\d/);
  await expect(part).not.toContainText(/coupon|discount|TRIALCOMPLETE/i);
  await expect(part.getByText('Free', { exact: true })).toHaveCount(0);
  await expect(part.getByRole('button', { name: /Enroll Now|Buy|Checkout|Get /i })).toHaveCount(0);
  await expect(part.getByRole('link', { name: /Enroll Now|Buy|Checkout|Get /i })).toHaveCount(0);
  await expect(part.locator('a[href*="coupon"], a[href*="/checkout"]')).toHaveCount(0);
  await expect(part.getByRole('textbox', { name: 'Coupon code' })).toHaveCount(0);
}

test('a child never sees a coupon, a price or a buy button: the trial completion page, the course page and the catalogue; the parent gets a receipt for the family', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const parent = await newLearner(request, 'Pat Parent');
  const fullCourse = (await fetchCourses(request)).find((course) => course.CourseLink === MAIN_COURSE);
  if (!fullCourse) throw new Error(`No course ${MAIN_COURSE}`);

  // The parent buys the full course; checkout and the thank-you page say it is the whole family's.
  await openSignedIn(page, parent);
  await page.goto(`/checkout?courseId=${fullCourse.CourseID}`);
  await expect(main(page).getByRole('region', { name: 'Order Summary' }).getByText(FAMILY_USE)).toBeVisible();
  await fillBilling(page, 'Germany');
  await main(page).getByRole('radio', { name: 'Credit/Debit Card' }).check();
  const frame = paymentFrame(page);
  await fillCard(frame, SUCCESS_CARD);
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  await expect(main(page).getByText(FAMILY_USE)).toBeVisible();
  await expect(main(page).getByText('Your receipt is on its way to your e-mail address.')).toBeVisible();

  // One receipt, in both parts, to the account's address, queued in the outbox with the payment.
  await expect
    .poll(() =>
      findRow<{ payload: string }>(
        "SELECT payload FROM outbox WHERE topic = 'payment.receipt' AND payload LIKE ?",
        `%${parent.email}%`,
      ),
    )
    .toBeTruthy();
  const receipt = findRow<{ payload: string }>(
    "SELECT payload FROM outbox WHERE topic = 'payment.receipt' AND payload LIKE ?",
    `%${parent.email}%`,
  );
  const mail = JSON.parse(receipt?.payload ?? '{}') as {
    to?: string;
    subject?: string;
    text?: string;
    html?: string;
  };
  expect(mail.to).toBe(parent.email);
  expect(mail.subject).toBe(`Your receipt for ${fullCourse.CourseName}`);
  expect(mail.text).toContain(`Course: ${fullCourse.CourseName}`);
  expect(mail.text).toMatch(/^Total paid: \$\d+\.\d\d$/m);
  expect(mail.text).toMatch(/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/m);
  expect(mail.text).toContain(`Who can use it: ${FAMILY_USE}`);
  expect(mail.html).toContain(FAMILY_USE);

  // A child profile, Mia, finishes the free trial on her own (through the API, as her lessons would).
  const added = await postAsLearner(request, parent, '/family/profiles', {
    name: 'Mia',
    avatar: 'owl',
    birthYear: new Date().getFullYear() - 10,
  });
  expect(added.ok()).toBe(true);
  const { profileId } = JSON.parse(((await added.json()) as { body: string }).body) as { profileId: string };
  const asMia = await newRequest.newContext({ extraHTTPHeaders: { 'X-Learner-Profile': profileId } });
  try {
    await completeLessons(asMia, parent, 1, TRIAL_LESSONS);
  } finally {
    await asMia.dispose();
  }

  // Mia learns on this device now.
  await page.reload();
  await chooseLearner(page, 'Mia');

  // The trial's completion page: her certificate, Continue for the course her family owns, nothing to buy.
  await page.goto('/course/free-trial/chapter/2/completedFreeTrial');
  await expect(
    main(page).getByRole('heading', {
      level: 1,
      name: 'Congratulations, you have completed the free trial!',
    }),
  ).toBeVisible();
  const certificate = main(page).getByRole('region', { name: 'Your certificate' });
  await expect(certificate.getByRole('link', { name: 'View your certificate' })).toHaveAttribute(
    'href',
    /^\/certificate\/[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/,
  );
  await expect(certificate.getByRole('link', { name: 'My Courses' })).toHaveAttribute('href', '/my-courses');
  await expect(main(page).getByRole('link', { name: `Continue ${fullCourse.CourseName}` })).toHaveAttribute(
    'href',
    new RegExp(`^/course/${MAIN_COURSE}/chapter/\\d+/lesson/\\d+$`),
  );
  await expectNothingForSale(main(page));

  // The course page of the course the family owns: Continue, no price, no coupon box (not even from a link).
  await page.goto(`/course/${MAIN_COURSE}?coupon=TRIALCOMPLETE`);
  await expect(main(page).getByRole('heading', { level: 1, name: fullCourse.CourseName })).toBeVisible();
  const courseHeader = main(page).getByRole('region', { name: fullCourse.CourseName });
  await expect(courseHeader.getByRole('link', { name: 'Continue', exact: true })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Have a coupon?' })).toHaveCount(0);
  await expectNothingForSale(main(page));

  // A course the family does not own: a line for the parent instead of buying, and still no price.
  await page.goto('/course/introduction-to-python');
  await expect(main(page).getByText('Ask a parent to get this course for you.').first()).toBeVisible();
  await expectNothingForSale(main(page));

  // The catalogue: every card without a price or a buy button.
  await page.goto('/courses');
  await expect(main(page).getByRole('article').first()).toBeVisible();
  await expect(main(page).getByRole('article', { name: fullCourse.CourseName })).toBeVisible();
  await expectNothingForSale(main(page));

  // She owns the trial (and her family the full course): the footer offers no free trial to start.
  await expect(footer(page).getByRole('link', { name: 'START FREE TRIAL' })).toHaveCount(0);
  await expect(footer(page).getByRole('button', { name: 'START FREE TRIAL' })).toHaveCount(0);
});
