import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { fillBilling, fillCard, paymentFrame, SUCCESS_CARD } from '../support/checkout';
import { confirmationCode } from '../support/confirmationCodes';
import { header, main } from '../support/layout';
import { accountMenu, inAccountMenu } from '../support/learners';
import { SHELL_ORIGIN } from '../support/stack';

const PARENT = 'Pat Parent';
const PIN = '2468';
const thisYear = new Date().getFullYear();

const dialog = (page: Page): Locator => page.getByRole('dialog');
const childCard = (page: Page, name: string): Locator => main(page).getByRole('article', { name });

/** Adds a child profile with the /family page's form and waits for its card. */
async function addChild(page: Page, name: string, avatar: string, birthYear: number): Promise<void> {
  const form = main(page).getByRole('form', { name: 'Add a child profile' });
  await form.getByLabel('First name or nickname').fill(name);
  await form.getByRole('radio', { name: avatar }).check();
  await form.getByLabel('Birth year').selectOption(String(birthYear));
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(childCard(page, name)).toBeVisible();
}

/** Chooses who learns on this device in the header's user menu. */
async function chooseLearner(page: Page, name: string | RegExp): Promise<void> {
  await inAccountMenu(page, () =>
    header(page).getByTestId('profile-switcher').getByRole('button', { name }).click({ timeout: 5_000 }),
  );
}

/** The parent check: the PIN typed into the prompt the last step opened. */
async function enterPin(page: Page, pin: string): Promise<void> {
  const prompt = dialog(page);
  await expect(prompt).toHaveAccessibleName('Ask a parent');
  await prompt.getByLabel('Parent PIN').fill(pin);
  await prompt.getByRole('button', { name: 'Continue' }).click();
}

/** Complete Step on a lesson, and the player's confirmation. */
async function completeStep(page: Page, lessonUrl: string): Promise<string> {
  await page.goto(lessonUrl);
  const title = (await main(page).getByRole('heading', { level: 1 }).textContent()) ?? '';
  await main(page).getByRole('button', { name: 'Complete Step' }).click();
  await expect(page.getByText('Step completed! On to the next lesson…')).toBeVisible();
  return title;
}

test("a parent signs up, adds two children and buys a course; each child learns in their own profile, a child cannot reach the parent's pages, and the dashboard shows each child's own progress", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const email = `pat.parent.${Date.now()}@example.com`;
  const password = 'Family@2026';

  // The parent signs up from a course page's Enroll Now and lands in its checkout.
  await page.goto('/course/python-advanced');
  await main(page).getByRole('button', { name: 'Enroll Now' }).first().click();
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = dialog(page).getByRole('form', { name: 'Sign Up' });
  await expect(signUp.getByTestId('sign-up-children-note')).toBeVisible();
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Name').fill(PARENT);
  await signUp.locator('input[name="password"]').fill(password);
  await signUp.getByLabel('Confirm Password').fill(password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await dialog(page)
    .getByLabel('Confirmation code')
    .fill(await confirmationCode(request, email));
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('courseId') === '3');

  // The parent buys the course for the family.
  await fillBilling(page, 'Germany');
  await main(page).getByRole('radio', { name: 'Credit/Debit Card' }).check();
  const frame = paymentFrame(page);
  await fillCard(frame, SUCCESS_CARD);
  await frame.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you' && url.searchParams.get('courseId') === '3');
  const firstLesson = `${SHELL_ORIGIN}${await main(page).getByRole('link', { name: 'Access course' }).getAttribute('href')}`;

  // Two children and the parent's PIN, on /family.
  await inAccountMenu(page, () =>
    header(page).getByRole('link', { name: 'Family' }).click({ timeout: 5_000 }),
  );
  await expect(main(page).getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
  await addChild(page, 'Mia', 'owl', thisYear - 10);
  await addChild(page, 'Leo', 'robot', thisYear - 12);
  const pinForm = main(page).getByRole('form', { name: 'Parent PIN' });
  await pinForm.getByLabel('4-digit PIN').fill(PIN);
  await pinForm.getByRole('button', { name: 'Set PIN' }).click();
  await expect(pinForm.getByLabel('New 4-digit PIN')).toBeVisible();

  // Mia learns: switching to a child needs no PIN. She completes the first lesson.
  await chooseLearner(page, 'Mia');
  await expect(accountMenu(page)).toHaveAccessibleName(/Mia/);
  const miaLesson = await completeStep(page, firstLesson);
  await page.waitForURL((url) => url.href !== firstLesson);
  const secondLesson = page.url();

  // A child profile cannot open checkout, My Profile or /family, and sees no e-mail in the menu.
  for (const path of ['/checkout?courseId=4', '/my-profile', '/family']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Ask a parent' })).toBeVisible();
  }
  await inAccountMenu(page, async () => {
    await expect(header(page).getByText(email)).toHaveCount(0, { timeout: 5_000 });
    await expect(header(page).getByRole('link', { name: 'My Profile' })).toHaveCount(0, { timeout: 5_000 });
  });

  // Switching from Mia to Leo asks for the parent's PIN: a wrong PIN keeps Mia learning.
  await page.keyboard.press('Escape');
  await chooseLearner(page, 'Leo');
  await enterPin(page, '1357');
  await expect(dialog(page).getByText('That PIN is not right. Please try again.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(accountMenu(page)).toHaveAccessibleName(/Mia/);
  await chooseLearner(page, 'Leo');
  await enterPin(page, PIN);
  await expect(accountMenu(page)).toHaveAccessibleName(/Leo/);

  // Leo completes a different lesson: the second one.
  const leoLesson = await completeStep(page, secondLesson);
  expect(leoLesson).not.toBe(miaLesson);

  // Back to the parent, again only with the PIN; the dashboard shows each child's own progress.
  await chooseLearner(page, `${PARENT} (parent)`);
  await enterPin(page, '0000');
  await expect(dialog(page).getByText('That PIN is not right. Please try again.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(accountMenu(page)).toHaveAccessibleName(/Leo/);
  await chooseLearner(page, `${PARENT} (parent)`);
  await enterPin(page, PIN);
  await expect(accountMenu(page)).toHaveAccessibleName(new RegExp(PARENT));
  // The PIN that handed the device back proves the parent for a while: the family page opens without asking.
  await inAccountMenu(page, () =>
    header(page).getByRole('link', { name: 'Family' }).click({ timeout: 5_000 }),
  );
  const mia = childCard(page, 'Mia');
  const leo = childCard(page, 'Leo');
  for (const card of [mia, leo]) {
    await expect(card.getByRole('progressbar', { name: 'Python Advanced progress' })).toBeVisible();
    await expect(card.getByRole('definition').first()).toHaveText('1');
  }
  // Each one's next lesson is the one the other did: the progress is theirs alone.
  await expect(mia.getByRole('link', { name: leoLesson })).toBeVisible();
  await expect(leo.getByRole('link', { name: miaLesson })).toBeVisible();

  // A reload forgets the parent proof (it lives in memory only): the family's calls ask for the parent once, then
  // go through. With the PIN, then with the password.
  await page.reload();
  await enterPin(page, PIN);
  await expect(dialog(page)).toBeHidden();
  await expect(mia.getByRole('progressbar', { name: 'Python Advanced progress' })).toBeVisible();
  await page.reload();
  const prompt = dialog(page);
  await expect(prompt).toHaveAccessibleName('Ask a parent');
  await prompt.getByRole('button', { name: "Use the parent's password instead" }).click();
  await prompt.getByLabel("Parent's password").fill(password);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(leo.getByRole('progressbar', { name: 'Python Advanced progress' })).toBeVisible();
});
