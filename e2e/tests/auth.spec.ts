import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { confirmationCode } from '../support/confirmationCodes';
import { header } from '../support/layout';
import { DEMO_LEARNER, identity, inAccountMenu, newLearner } from '../support/learners';
import { SHELL_ORIGIN } from '../support/stack';

const RED = 'rgb(198, 40, 40)';
const GREEN = 'rgb(46, 125, 50)';

const dialog = (page: Page) => page.getByRole('dialog');

async function openSignIn(page: Page) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
}

async function signIn(page: Page, email: string, password: string) {
  await openSignIn(page);
  await dialog(page).getByLabel('Email').fill(email);
  await dialog(page).getByLabel('Password').fill(password);
  await dialog(page).getByRole('button', { name: 'Sign In' }).click();
}

test('a visitor who tries to enroll signs up, confirms, and lands in checkout for that course', async ({
  page,
  request,
}) => {
  const email = `katherine.${Date.now()}@example.com`;
  const password = 'Orbit@1962';
  await page.goto('/course/python-advanced');
  await page.getByRole('button', { name: 'Enroll Now' }).first().click();
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
  await expect(dialog(page).getByText('Please login to enroll in this course.')).toBeVisible();
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = dialog(page).getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Name').fill('Katherine Johnson');
  await signUp.locator('input[name="password"]').fill(password);
  await signUp.getByLabel('Confirm Password').fill(password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Confirm Sign Up');
  await dialog(page)
    .getByLabel('Confirmation code')
    .fill(await confirmationCode(request, email));
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();

  await page.waitForURL((url) => url.pathname === '/checkout' && url.searchParams.get('courseId') === '3');
  await expect(page.getByRole('region', { name: 'Order Summary' })).toContainText('Python Advanced');
  await expect(
    header(page).getByRole('button', { name: 'Account menu for Katherine Johnson' }),
  ).toBeVisible();
});

test('a new visitor signs up, confirms with the code, is signed in, signs out and signs in again', async ({
  page,
  request,
}) => {
  const email = `grace.${Date.now()}@example.com`;
  const password = 'Cobol@1959';
  await page.goto('/');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Sign Up');

  const signUp = dialog(page).getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Name').fill('Grace Hopper');
  const rules = signUp.getByRole('list', { name: 'Password requirements' }).getByRole('listitem');
  const met = signUp.locator('li[data-met="true"]');
  await expect(met).toHaveCount(0);
  await expect(rules.first()).toHaveCSS('color', RED);
  // Each keystroke meets one more rule: lowercase, uppercase, digit, special, then the length.
  const steps = [
    ['c', 'A lowercase letter'],
    ['C', 'An uppercase letter'],
    ['1', 'A number'],
    ['@', 'A special character (@$!%*?&)'],
  ] as const;
  const passwordField = signUp
    .getByRole('textbox', { name: /^Password/ })
    .or(signUp.locator('input[name="password"]'))
    .first();
  for (const [index, [key, rule]] of steps.entries()) {
    await passwordField.press(key);
    await expect(met).toHaveCount(index + 1);
    await expect(rules.filter({ hasText: rule })).toHaveCSS('color', GREEN);
  }
  await expect(rules.filter({ hasText: 'At least 8 characters' })).toHaveCSS('color', RED);
  await passwordField.fill(password);
  await expect(met).toHaveCount(5);
  await expect(rules.filter({ hasText: 'At least 8 characters' })).toHaveCSS('color', GREEN);

  const submit = signUp.getByRole('button', { name: 'Sign Up' });
  await signUp.getByLabel('Confirm Password').fill('Cobol@195');
  await expect(signUp.getByText('Passwords do not match.')).toBeVisible();
  await expect(submit).toBeDisabled();
  await signUp.getByLabel('Confirm Password').fill(password);
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(dialog(page)).toHaveAccessibleName('Confirm Sign Up');
  await dialog(page)
    .getByLabel('Confirmation code')
    .fill(await confirmationCode(request, email));
  await dialog(page).getByRole('button', { name: 'Confirm' }).click();

  const account = header(page).getByRole('button', { name: 'Account menu for Grace Hopper' });
  await expect(account.locator('[aria-hidden="true"]')).toHaveText('GH');
  await expect(dialog(page)).toHaveCount(0);
  await inAccountMenu(page, async () => {
    await expect(header(page).getByText(email)).toBeVisible({ timeout: 5_000 });
    await expect(header(page).getByText('Hi, Grace Hopper!')).toBeVisible({ timeout: 5_000 });
    await expect(header(page).getByRole('link', { name: /My Courses/ })).toBeVisible({ timeout: 5_000 });
    await header(page).getByRole('button', { name: 'Sign Out' }).click({ timeout: 5_000 });
  });
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(account).toHaveCount(0);

  await signIn(page, email, password);
  await expect(account.locator('[aria-hidden="true"]')).toHaveText('GH');
});

test('a visitor asks for a new code: the old one no longer works and the new one confirms', async ({
  page,
  request,
}) => {
  const email = `dorothy.${Date.now()}@example.com`;
  const password = 'Crystal@1964';
  await page.goto('/');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Sign Up' }).click();
  const signUp = dialog(page).getByRole('form', { name: 'Sign Up' });
  await signUp.getByLabel('Email').fill(email);
  await signUp.getByLabel('Name').fill('Dorothy Hodgkin');
  await signUp.locator('input[name="password"]').fill(password);
  await signUp.getByLabel('Confirm Password').fill(password);
  await signUp.getByRole('button', { name: 'Sign Up' }).click();
  await expect(dialog(page)).toHaveAccessibleName('Confirm Sign Up');
  const oldCode = await confirmationCode(request, email);

  await dialog(page).getByRole('button', { name: 'Resend code' }).click();
  await expect(dialog(page).getByRole('status')).toHaveText(`We sent a new code to ${email}.`);
  const newCode = await confirmationCode(request, email, { not: oldCode });

  const form = dialog(page).getByRole('form', { name: 'Confirm Sign Up' });
  await form.getByLabel('Confirmation code').fill(oldCode);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(form.getByRole('alert')).toHaveText('Invalid verification code provided, please try again.');
  await form.getByLabel('Confirmation code').fill(newCode);
  await form.getByRole('button', { name: 'Confirm' }).click();
  await expect(header(page).getByRole('button', { name: 'Account menu for Dorothy Hodgkin' })).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test("a wrong password shows the identity service's message in red above the button", async ({ page }) => {
  await page.goto('/');
  await signIn(page, DEMO_LEARNER.email, 'Wrong@12345');
  const form = dialog(page).getByRole('form', { name: 'Sign In' });
  const error = form.getByRole('alert');
  // Real Cognito's text with PreventUserExistenceErrors (the same for an unknown account), naming the e-mail.
  await expect(error).toHaveText('Incorrect email or password.');
  await expect(error).toHaveCSS('color', RED);
  await expect(form.locator('[role="alert"] + button')).toHaveText('Sign In');
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('after repeated wrong passwords the modal says how long to wait, even for the right password', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Held Learner');
  const { endpoint, userPoolClientId } = await identity(request);
  await page.goto('/');
  await openSignIn(page);
  const form = dialog(page).getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(learner.email);
  await form.getByLabel('Password').fill(learner.password);

  // Wrong passwords from elsewhere: the fifth holds the account for 1 s, each later one twice as long.
  for (let failures = 0; failures < 7; ) {
    const response = await request.post(endpoint, {
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      data: JSON.stringify({
        ClientId: userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: learner.email, PASSWORD: 'Wrong@12345' },
      }),
    });
    if (response.status() === 429)
      await page.waitForTimeout(Number(response.headers()['retry-after']) * 1000 + 100);
    else failures += 1;
  }

  await form.getByRole('button', { name: 'Sign In' }).click();
  const error = form.getByRole('alert');
  await expect(error).toHaveText(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
  await expect(error).toHaveCSS('color', RED);
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test("an anonymous Enroll request opens the modal with 'Please login to enroll in this course.'", async ({
  page,
}) => {
  await page.goto('/course/python-advanced');
  await page.getByRole('main').getByRole('button', { name: 'Enroll Now' }).first().click();
  await expect(dialog(page)).toHaveAccessibleName('Sign In');
  await expect(dialog(page).getByRole('status')).toHaveText('Please login to enroll in this course.');
  await page.mouse.click(5, 5);
  await expect(dialog(page)).toHaveCount(0);
});

const HOSTED_DOMAIN = 'auth.e2e-hosted.test';

/**
 * Serves /config.json with a hosted sign-in domain, and a stand-in provider page on that domain (no network).
 * `authorize` resolves with the URL the site went to there.
 */
async function withHostedSignIn(page: Page): Promise<{ authorize: Promise<URL> }> {
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, { [key: string]: unknown }>;
    config.identity = {
      ...config.identity,
      oauth: {
        domain: HOSTED_DOMAIN,
        scopes: ['openid', 'email', 'profile'],
        redirectSignIn: [`${SHELL_ORIGIN}/redirect`],
        redirectSignOut: [`${SHELL_ORIGIN}/`],
      },
    };
    await route.fulfill({ json: config });
  });
  const authorize = new Promise<URL>((resolve) => {
    void page.route(`https://${HOSTED_DOMAIN}/**`, async (route) => {
      resolve(new URL(route.request().url()));
      await route.fulfill({
        contentType: 'text/html',
        body: '<!doctype html><html lang="en"><head><title>Provider</title></head><body><main><h1>Provider</h1></main></body></html>',
      });
    });
  });
  return { authorize };
}

/** From /about, 'Continue with Google' to the stand-in provider. */
async function leaveForGoogle(page: Page): Promise<URL> {
  const { authorize } = await withHostedSignIn(page);
  await page.goto('/about');
  await openSignIn(page);
  await dialog(page).getByRole('button', { name: 'Continue with Google' }).click();
  const url = await authorize;
  await expect(page).toHaveURL(new RegExp(`^https://${HOSTED_DOMAIN.replace(/\./g, '\\.')}/`));
  return url;
}

test("with a hosted domain configured, 'Continue with Google' goes to the provider's authorize URL (PKCE S256)", async ({
  page,
}) => {
  const url = await leaveForGoogle(page);
  expect(url.pathname).toBe('/oauth2/authorize');
  expect(url.searchParams.get('identity_provider')).toBe('Google');
  expect(url.searchParams.get('response_type')).toBe('code');
  expect(url.searchParams.get('redirect_uri')).toBe(`${SHELL_ORIGIN}/redirect`);
  expect(url.searchParams.get('state')).toMatch(/^\S{16,}$/);
  expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
  expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  await page.goto(`${SHELL_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('postLoginRedirect'))).toBe('/about');
});

test('back from the provider without signing in, the form works again, and a reload forgets the cancelled attempt', async ({
  page,
}) => {
  const signInDialog = page.getByRole('dialog', { name: 'Sign In' });
  await leaveForGoogle(page);
  await page.goBack();
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/about`);
  await expect(signInDialog.getByRole('alert')).toHaveText('User cancelled OAuth flow.');
  await expect(signInDialog.getByRole('status')).toHaveCount(0);
  await expect(signInDialog.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  await expect(signInDialog.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();

  // The open modal, its message and the in-flight flag belong to that page, not to the next one.
  await page.reload();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(signInDialog).toHaveCount(0);
  await openSignIn(page);
  await expect(signInDialog.getByRole('alert')).toHaveCount(0);
  await expect(signInDialog.getByRole('status')).toHaveCount(0);
  await expect(signInDialog.getByRole('button', { name: 'Sign In' })).toBeEnabled();
});
