import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { header } from '../support/layout';
import { API_BASE_URL, SHELL_ORIGIN } from '../support/stack';

interface Identity {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

async function identity(request: APIRequestContext): Promise<Identity> {
  const config = (await (await request.get(`${SHELL_ORIGIN}/config.json`)).json()) as { identity: Identity };
  return config.identity;
}

async function cognito<T>(request: APIRequestContext, target: string, data: unknown): Promise<T> {
  const { endpoint } = await identity(request);
  const response = await request.post(endpoint, {
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify(data),
  });
  if (!response.ok()) throw new Error(`${target}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A confirmed account of its own, created straight at the identity provider (the sign-up UI is auth.spec's). */
async function newLearner(request: APIRequestContext, name: string) {
  const { userPoolId: UserPoolId, userPoolClientId: ClientId } = await identity(request);
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@example.com`;
  const password = 'Learn@2024x';
  const { UserSub } = await cognito<{ UserSub: string }>(request, 'SignUp', {
    ClientId,
    Username: email,
    Password: password,
    UserAttributes: [
      { Name: 'email', Value: email },
      { Name: 'name', Value: name },
    ],
  });
  await cognito(request, 'AdminConfirmSignUp', { UserPoolId, Username: email });
  const { AuthenticationResult } = await cognito<{ AuthenticationResult: { AccessToken: string } }>(
    request,
    'InitiateAuth',
    {
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  );
  return { email, password, name, userId: UserSub, token: AuthenticationResult.AccessToken };
}

async function callApi(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<void> {
  const response = await request.post(`${API_BASE_URL}${path}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
}

async function signIn(page: Page, email: string, password: string) {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign In' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(header(page).getByRole('button', { name: /^Account menu for/ })).toBeVisible();
}

async function signOut(page: Page) {
  await header(page)
    .getByRole('button', { name: /^Account menu for/ })
    .click();
  await header(page).getByRole('button', { name: 'Sign Out' }).click();
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}

test('/my-profile and /my-courses redirect to / when signed out', async ({ page }) => {
  await page.goto('/my-profile');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
  await page.goto('/my-courses');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
});

test('a profile change persists across a reload and a new sign-in', async ({ page, request }) => {
  const learner = await newLearner(request, 'Ada Lovelace');
  await page.goto('/');
  await signIn(page, learner.email, learner.password);
  await header(page).getByRole('button', { name: 'Account menu for Ada Lovelace' }).click();
  await header(page).getByRole('link', { name: 'My Profile' }).click();
  await expect(page).toHaveURL(/\/my-profile$/);

  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByLabel('Email')).toHaveValue(learner.email);
  await expect(form.getByLabel('Email')).not.toBeEditable();
  await form.getByLabel('First name').fill('Augusta');
  await form.getByLabel('Last name').fill('King');
  await form.getByLabel('Username').fill('countess');
  // The switch's input is visually hidden under its track: click the visible label as a user would.
  await form.getByText('Looking for group (LFG)').click();
  await expect(form.getByRole('switch', { name: 'Looking for group (LFG)' })).toBeChecked();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(form.getByText('Profile updated successfully!')).toBeVisible();

  const expectSaved = async () => {
    const saved = page.getByRole('form', { name: 'Profile' });
    await expect(saved.getByLabel('First name')).toHaveValue('Augusta');
    await expect(saved.getByLabel('Last name')).toHaveValue('King');
    await expect(saved.getByLabel('Username')).toHaveValue('countess');
    await expect(saved.getByRole('switch', { name: 'Looking for group (LFG)' })).toBeChecked();
    await expect(saved.getByRole('switch', { name: 'Public profile' })).not.toBeChecked();
  };
  await page.reload();
  await expectSaved();

  await signOut(page);
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
  await signIn(page, learner.email, learner.password);
  await page.goto('/my-profile');
  await expectSaved();
});

test('an enrolled user sees the course under Owned and its percent under Progress', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Alan Turing');
  await callApi(request, learner.token, '/enrollments/new/free-trial', {
    UserID: learner.userId,
    Source: 'e2e',
  });
  await callApi(request, learner.token, '/lesson/complete', {
    UserID: learner.userId,
    CourseID: 1,
    LessonID: 1,
    UserEmail: learner.email,
    LessonName: 'Lesson 1',
  });

  await page.goto('/');
  await signIn(page, learner.email, learner.password);
  await header(page).getByRole('button', { name: 'Account menu for Alan Turing' }).click();
  await expect(header(page).getByRole('link', { name: /My Courses/ })).toContainText('1');
  await header(page)
    .getByRole('link', { name: /My Courses/ })
    .click();

  const owned = page.getByRole('list', { name: 'Owned courses' });
  await expect(owned.getByRole('listitem')).toHaveCount(1);
  const courseName = (await owned.getByRole('heading').textContent()) ?? '';
  expect(courseName).not.toBe('');
  await expect(owned.getByRole('link', { name: /Open Course/ })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );

  await page.getByRole('tab', { name: 'Progress' }).click();
  const table = page.getByRole('table', { name: 'In Progress' });
  await expect(table.getByRole('row', { name: new RegExp(courseName) })).toContainText(/[1-9]\d?%/);
});
