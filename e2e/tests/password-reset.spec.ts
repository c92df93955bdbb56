// A learner who forgot the password resets it from the sign-in dialog: a code by e-mail (cognito-local keeps it in
// its data file, as it does a sign-up's), then the code and a new password by the sign-up's rules.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { confirmationCode, storedCode } from '../support/confirmationCodes';
import { header } from '../support/layout';
import { accountMenu, newLearner, postAsLearner, signOut } from '../support/learners';

const dialog = (page: Page) => page.getByRole('dialog');

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
  return dialog(page).getByRole('form', { name: 'Sign In' });
}

test('a learner who forgot the password gets a code by e-mail from the sign-in dialog, sets a new password with it and is signed in; the old password no longer works', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Ada Reset');
  const newPassword = 'Analytic@1843';
  await page.goto('/');
  // The cookie notice stays unanswered: it sits under an open dialog, so this tall dialog's last buttons (under
  // the notice's place at 720 px high) can be clicked. Playwright's click fails on a covered button.
  await expect(page.getByRole('button', { name: 'I understand' })).toBeVisible();

  const signIn = await openSignIn(page);
  await signIn.getByLabel('Email').fill(learner.email);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Reset Password');
  // The open dialog's overlay is on top where the notice is: the notice's button is not what a click there hits.
  const noticeOnTop = await page.getByRole('button', { name: 'I understand' }).evaluate((button) => {
    const box = button.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && button.contains(hit);
  });
  expect(noticeOnTop).toBe(false);
  const askForCode = dialog(page).getByRole('form', { name: 'Reset Password' });
  await expect(askForCode.getByLabel('Email')).toHaveValue(learner.email);
  // An account confirmed by the site's tooling keeps its sign-up code in the same field: wait for another one.
  const before = await storedCode(request, learner.email);
  await askForCode.getByRole('button', { name: 'Send code' }).click();
  // The same words whether or not the address has an account.
  await expect(dialog(page).getByRole('status')).toHaveText(
    'If this e-mail has an account, we sent a code to it. Enter the code below and choose a new password.',
  );

  const newPasswordForm = dialog(page).getByRole('form', { name: 'New Password' });
  await expect(newPasswordForm).toContainText(`Resetting the password for ${learner.email}`);
  await expect(newPasswordForm.getByLabel('Reset code')).toBeFocused();
  await newPasswordForm
    .getByLabel('Reset code')
    .fill(await confirmationCode(request, learner.email, { not: before }));
  await newPasswordForm.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await expect(newPasswordForm.locator('li[data-met="true"]')).toHaveCount(5);
  await newPasswordForm.getByLabel('Confirm new password').fill(newPassword);
  await newPasswordForm.getByRole('button', { name: 'Set new password' }).click();

  // Signed in with the new password at once.
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Ada Reset');
  await expect(dialog(page)).toHaveCount(0);
  // The sessions begun before the reset are over (another device's, a thief's): the API refuses their tokens.
  const earlierSession = await postAsLearner(request, learner, '/enrollments', { UserID: learner.userId });
  expect(earlierSession.status()).toBe(401);

  await signOut(page);
  const again = await openSignIn(page);
  await again.getByLabel('Email').fill(learner.email);
  await again.getByLabel('Password').fill(learner.password);
  await again.getByRole('button', { name: 'Sign In' }).click();
  // The provider's 'username' is the e-mail here, and the dialog says so.
  await expect(again.getByRole('alert')).toHaveText('Incorrect email or password.');
  await again.getByLabel('Password').fill(newPassword);
  await again.getByRole('button', { name: 'Sign In' }).click();
  await expect(accountMenu(page)).toHaveAccessibleName('Account menu for Ada Reset');
});

test('asking for a reset for an address without an account looks the same, and Back to Sign In leaves no trace', async ({
  page,
}) => {
  await page.goto('/');
  // The cookie notice stays unanswered: it sits under an open dialog, so this tall dialog's last buttons (under
  // the notice's place at 720 px high) can be clicked. Playwright's click fails on a covered button.
  await expect(page.getByRole('button', { name: 'I understand' })).toBeVisible();
  const signIn = await openSignIn(page);
  await signIn.getByRole('button', { name: 'Forgot password?' }).click();
  const askForCode = dialog(page).getByRole('form', { name: 'Reset Password' });
  await askForCode.getByLabel('Email').fill(`nobody.${Date.now()}@example.com`);
  await askForCode.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(
    'If this e-mail has an account, we sent a code to it. Enter the code below and choose a new password.',
  );
  const newPasswordForm = dialog(page).getByRole('form', { name: 'New Password' });
  await expect(newPasswordForm.getByLabel('Reset code')).toBeVisible();
  await newPasswordForm.getByRole('button', { name: 'Back to Sign In' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
  await expect(dialog(page).getByRole('status')).toHaveCount(0);
});
