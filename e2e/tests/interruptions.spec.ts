// What interrupted a family trying the site: the newsletter offer opening over a form being filled in and over a
// certificate, a child profile able to sign the parent's whole account out, and the PIN prompt's messages.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { header, main } from '../support/layout';
import {
  accountMenu,
  inAccountMenu,
  newLearner,
  postAsLearner,
  signIn,
  type Learner,
} from '../support/learners';
import { API_BASE_URL } from '../support/stack';

const PIN = '2468';
const OFFER = 'Get 30% Off Now!';

test.describe('the newsletter offer', () => {
  // These journeys are about the offer opening by itself: keep the fixture from closing it.
  test.use({ closeNewsletterOffer: false });

  test('never opens by itself over a certificate page', async ({ page }) => {
    await page.goto('/certificate/7KQ2-M9XD-4TZB-H1RC');
    await expect(main(page)).toContainText('We could not find a certificate with this number.');
    await expect(page.getByRole('button', { name: OFFER })).toHaveCount(0);
    // Longer than the idle wait and the 3 s of a first visit together.
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('dialog', { name: OFFER })).toHaveCount(0);
  });

  test('waits while a form field has the focus, and opens once the focus has left the fields', async ({
    page,
  }) => {
    await page.goto('/contact');
    const firstName = main(page).getByLabel('First name');
    await firstName.click();
    await firstName.pressSequentially('Pat', { delay: 100 });
    await main(page).getByLabel('Last name').click();
    await page.waitForTimeout(6_000);
    await expect(page.getByRole('dialog', { name: OFFER })).toHaveCount(0);
    // Focus leaves the form: the first display comes 3 s later.
    await main(page).getByRole('heading', { level: 1 }).click();
    await expect(page.getByRole('dialog', { name: OFFER })).toBeVisible({ timeout: 10_000 });
  });
});

/** A parent with a PIN and one child profile, Mia, set up through the API (no child yet: no parent proof needed). */
async function parentWithChild(request: APIRequestContext): Promise<Learner> {
  const parent = await newLearner(request, 'Pat Parent');
  const pin = await request.put(`${API_BASE_URL}/family/pin`, {
    data: { pin: PIN },
    headers: { Authorization: `Bearer ${parent.token}` },
  });
  expect(pin.ok(), await pin.text()).toBe(true);
  const child = await postAsLearner(request, parent, '/family/profiles', {
    name: 'Mia',
    avatar: 'owl',
    birthYear: new Date().getFullYear() - 10,
  });
  expect(child.ok(), await child.text()).toBe(true);
  return parent;
}

async function chooseMia(page: Page): Promise<void> {
  await inAccountMenu(page, () =>
    header(page)
      .getByTestId('profile-switcher')
      .getByRole('button', { name: 'Mia' })
      .click({ timeout: 5_000 }),
  );
  await expect(accountMenu(page)).toHaveAccessibleName(/Mia/);
}

test("a child profile's Sign Out asks for the parent's PIN, warns before the PIN locks, and signs out only with the right PIN", async ({
  page,
  request,
}) => {
  const parent = await parentWithChild(request);
  await page.goto('/');
  await signIn(page, parent);
  await chooseMia(page);
  // Mia's avatar is one of the site's own drawings, not an emoji a device may lack.
  await expect(accountMenu(page).locator('svg[data-avatar="owl"]')).toBeVisible();

  const prompt = page.getByRole('dialog', { name: 'Ask a parent' });
  await inAccountMenu(page, () =>
    header(page).getByRole('button', { name: 'Sign Out' }).click({ timeout: 5_000 }),
  );
  await expect(prompt).toBeVisible();
  // Closed without the PIN: Mia is still learning, signed in.
  await page.keyboard.press('Escape');
  await expect(prompt).toBeHidden();
  await expect(accountMenu(page)).toHaveAccessibleName(/Mia/);

  await inAccountMenu(page, () =>
    header(page).getByRole('button', { name: 'Sign Out' }).click({ timeout: 5_000 }),
  );
  const pin = prompt.getByLabel('Parent PIN');
  /** Types a PIN and continues; waits for the API's answer unless the prompt refuses it first. */
  const tryPin = async (value: string, { checked = true } = {}) => {
    await pin.fill(value);
    const answered = checked
      ? page.waitForResponse((response) => response.url().endsWith('/family/pin/verify'))
      : undefined;
    await prompt.getByRole('button', { name: 'Continue' }).click();
    await answered;
  };
  await tryPin('1111');
  await expect(prompt.getByRole('alert')).toHaveText('That PIN is not right. Please try again.');
  // A malformed PIN after a wrong one: only its own message.
  await tryPin('12a', { checked: false });
  await expect(prompt.getByRole('alert')).toHaveText('The PIN must be exactly 4 digits.');
  await tryPin('2222');
  await tryPin('3333');
  await expect(prompt.getByRole('alert')).toHaveText('That PIN is not right. Please try again.');
  await tryPin('4444');
  await expect(prompt.getByRole('alert')).toHaveText(
    'That PIN is not right. One more wrong try locks the PIN for 15 minutes.',
  );
  await tryPin(PIN);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});
