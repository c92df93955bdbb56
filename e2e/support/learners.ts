// Learners for the journeys: fresh accounts made at the identity provider (signing up through the UI is
// auth.spec's), their state set up through the API, and signing in through the shell's modal. The stack is
// shared by every spec, so a journey whose result depends on what a learner owns or completed uses a learner
// of its own; the demo learner is only for journeys that read nothing of its history.
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse, type Locator, type Page } from '@playwright/test';
import { DEMO_USER } from '../../scripts/lib/identity.mjs';
import { identityAdminHeaders } from '../../scripts/lib/identity-secrets.mjs';
import { header } from './layout';
import { API_BASE_URL, SHELL_ORIGIN } from './stack';

export interface Credentials {
  email: string;
  password: string;
}

/** The tokens of a password sign-in at the identity provider. */
interface SignInTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken: string;
}

export interface Learner extends Credentials {
  name: string;
  userId: string;
  /** An access token for the API's authenticated calls. */
  token: string;
  /** The whole sign-in, to start a page signed in (openSignedIn). */
  signIn: SignInTokens;
}

/** The seeded demo account, as the stack's identity bootstrap creates it. */
export const DEMO_LEARNER: Credentials & { name: string } = DEMO_USER;

/** The identity provider the site is configured with (its runtime config). */
export interface Identity {
  endpoint: string;
  userPoolId: string;
  userPoolClientId: string;
}

export async function identity(request: APIRequestContext): Promise<Identity> {
  const response = await request.get(`${SHELL_ORIGIN}/config.json`);
  if (!response.ok()) throw new Error(`GET /config.json: HTTP ${response.status()}`);
  return ((await response.json()) as { identity: Identity }).identity;
}

// The e2e stack's data folder, which holds the identity provider's admin credential.
const E2E_DATA = fileURLToPath(new URL('../../.data/e2e/', import.meta.url));

/**
 * One call of the identity provider's JSON API (cognito-local speaks the Cognito wire format); `admin` sends
 * the site's admin credential, which its admin operations require.
 */
async function cognito<T>(
  request: APIRequestContext,
  endpoint: string,
  target: string,
  data: unknown,
  { admin = false } = {},
): Promise<T> {
  const response = await request.post(endpoint, {
    headers: {
      ...(admin ? await identityAdminHeaders(E2E_DATA) : {}),
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${target}`,
    },
    data: JSON.stringify(data),
  });
  if (!response.ok()) throw new Error(`${target}: HTTP ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A confirmed account of its own, signed in at the identity provider (for the API), owning nothing yet. */
export async function newLearner(request: APIRequestContext, name: string): Promise<Learner> {
  const { endpoint, userPoolId: UserPoolId, userPoolClientId: ClientId } = await identity(request);
  const unique = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique}@example.com`;
  const password = 'Learn@2024x';
  // As the site's tooling (admin credential): the front limits a browser's sign-ups per address, and the suite
  // makes many learners from one; the journeys in auth.spec.ts sign up as a browser does.
  const { UserSub } = await cognito<{ UserSub: string }>(
    request,
    endpoint,
    'SignUp',
    {
      ClientId,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    },
    { admin: true },
  );
  await cognito(request, endpoint, 'AdminConfirmSignUp', { UserPoolId, Username: email }, { admin: true });
  const { AuthenticationResult } = await cognito<{ AuthenticationResult: SignInTokens }>(
    request,
    endpoint,
    'InitiateAuth',
    { ClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } },
  );
  return {
    email,
    password,
    name,
    userId: UserSub,
    token: AuthenticationResult.AccessToken,
    signIn: AuthenticationResult,
  };
}

/** An authenticated API call as the learner; the response as it came, for journeys that check refusals. */
export function postAsLearner(
  request: APIRequestContext,
  learner: Learner,
  path: string,
  data: unknown,
): Promise<APIResponse> {
  return request.post(`${API_BASE_URL}${path}`, {
    data,
    headers: { Authorization: `Bearer ${learner.token}` },
  });
}

/** An authenticated API call that must succeed; returns the parsed body of the success envelope. */
async function callAsLearner<T>(
  request: APIRequestContext,
  learner: Learner,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await postAsLearner(request, learner, path, data);
  if (!response.ok()) throw new Error(`POST ${path}: HTTP ${response.status()} ${await response.text()}`);
  const { body } = (await response.json()) as { body: string };
  return JSON.parse(body) as T;
}

/** Enrolls the learner in the free trial (course 1), as its Enroll button does. */
export async function enrollInFreeTrial(request: APIRequestContext, learner: Learner): Promise<void> {
  await callAsLearner(request, learner, '/enrollments/new/free-trial', {
    UserID: learner.userId,
    Source: 'e2e',
  });
}

/** The chapter of each lesson of a course, from the course's chapters (GET /courses, then /chapter/get-multiple). */
async function chaptersOfLessons(request: APIRequestContext, courseId: number): Promise<Map<number, number>> {
  const courses = (await (await request.get(`${API_BASE_URL}/courses`)).json()) as { body: string };
  const { Courses } = JSON.parse(courses.body) as {
    Courses: Array<{ CourseID: number; CourseChapters: string | number[] }>;
  };
  const course = Courses.find((entry) => entry.CourseID === courseId);
  if (!course) throw new Error(`No course ${courseId}`);
  const ChapterIDs =
    typeof course.CourseChapters === 'string'
      ? (JSON.parse(course.CourseChapters) as number[])
      : course.CourseChapters;
  const answer = await request.post(`${API_BASE_URL}/chapter/get-multiple`, { data: { ChapterIDs } });
  const { Chapters: chapters } = JSON.parse(((await answer.json()) as { body: string }).body) as {
    Chapters: Array<{ ChapterID: number; ChapterLessons: string | number[] }>;
  };
  const byLesson = new Map<number, number>();
  for (const chapter of chapters) {
    const lessons =
      typeof chapter.ChapterLessons === 'string'
        ? (JSON.parse(chapter.ChapterLessons) as number[])
        : chapter.ChapterLessons;
    for (const lesson of lessons) byLesson.set(lesson, chapter.ChapterID);
  }
  return byLesson;
}

/**
 * Completes lessons of a course as a learner earns them, one lesson at a time: the lesson is opened (the server
 * completes nothing unread), an exercise is passed by the server's check (with the solution, opened the honest way:
 * after every hint), then Complete Step's call.
 */
export async function completeLessons(
  request: APIRequestContext,
  learner: Learner,
  courseId: number,
  lessonIds: number[],
): Promise<void> {
  const chapters = await chaptersOfLessons(request, courseId);
  for (const LessonID of lessonIds) {
    const key = { UserID: learner.userId, CourseID: courseId, LessonID };
    const lesson = await callAsLearner<{ HasExercise: boolean }>(request, learner, '/lesson/fetch', {
      ...key,
      ChapterID: chapters.get(LessonID),
    });
    if (lesson.HasExercise) {
      const exercise = await callAsLearner<{ Hints: string[]; StarterCode: string }>(
        request,
        learner,
        '/exercise/fetch',
        key,
      );
      const HintsUsed = exercise.Hints.length;
      await callAsLearner(request, learner, '/exercise/attempt', {
        ...key,
        Code: exercise.StarterCode,
        HintsUsed,
      });
      const { Solution } = await callAsLearner<{ Solution: string }>(
        request,
        learner,
        '/exercise/solution',
        key,
      );
      const verdict = await callAsLearner<{ Verdict: string }>(request, learner, '/exercise/check', {
        ...key,
        Code: Solution,
        HintsUsed,
      });
      if (verdict.Verdict !== 'passed')
        throw new Error(`Lesson ${LessonID}: the solution did not pass the check`);
    }
    await callAsLearner(request, learner, '/lesson/complete', {
      ...key,
      UserEmail: learner.email,
      LessonName: `Lesson ${LessonID}`,
    });
  }
}

/** The learner's enrolments as the API reports them. */
export async function enrollments(
  request: APIRequestContext,
  learner: Learner,
): Promise<Array<{ CourseID: number; Source: string }>> {
  const body = await callAsLearner<{ enrollments: Array<{ CourseID: number; Source: string }> }>(
    request,
    learner,
    '/enrollments',
    { UserID: learner.userId },
  );
  return body.enrollments;
}

/** The account menu the header shows once someone is signed in. */
export const accountMenu = (page: Page): Locator =>
  header(page).getByRole('button', { name: /^Account menu for/ });

/** Fills and submits a Sign In form (the shell's modal, however it was opened) and waits until it closes. */
export async function submitSignIn(form: Locator, { email, password }: Credentials): Promise<void> {
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form).toBeHidden();
}

/**
 * Opens the home page signed in as the learner, as a sign-in in this tab would have left it: aws-amplify's stored
 * session (the keys the shell's storedSession.ts reads), without the dialog. Signing in through the dialog is
 * auth.spec's journey (and a few others'); for the rest it was some 2 s a test. Stored once per tab, so a test that
 * signs out later stays signed out.
 */
export async function openSignedIn(page: Page, learner: Learner): Promise<void> {
  const { userPoolClientId } = await identity(page.request);
  const username = learner.email;
  const user = `CognitoIdentityServiceProvider.${userPoolClientId}.${username}.`;
  const entries: Record<string, string> = {
    [`CognitoIdentityServiceProvider.${userPoolClientId}.LastAuthUser`]: username,
    [`${user}accessToken`]: learner.signIn.AccessToken,
    [`${user}idToken`]: learner.signIn.IdToken,
    [`${user}refreshToken`]: learner.signIn.RefreshToken,
    [`${user}clockDrift`]: '0',
    [`${user}signInDetails`]: JSON.stringify({ loginId: username, authFlowType: 'USER_SRP_AUTH' }),
  };
  await page.addInitScript(
    ({ origin, stored }) => {
      if (location.origin !== origin || sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    },
    { origin: SHELL_ORIGIN, stored: entries },
  );
  await page.goto('/');
  await expect(accountMenu(page)).toHaveAccessibleName(`Account menu for ${learner.name}`);
}

/** Signs in from the header's Sign In button. */
export async function signIn(page: Page, credentials: Credentials): Promise<void> {
  await header(page).getByRole('button', { name: 'Sign In' }).click();
  await submitSignIn(page.getByRole('dialog', { name: 'Sign In' }), credentials);
  await expect(accountMenu(page)).toBeVisible();
}

/**
 * Opens the account menu and runs `use` in it (checks, then the item to choose). The newsletter offer's first
 * display comes 3 s after the sign-in dialog closes and closing it closes the menu too, so when it interrupts,
 * the menu is opened again and `use` runs again from the start. Give `use`'s steps short timeouts.
 */
export async function inAccountMenu(page: Page, use: () => Promise<void>): Promise<void> {
  await expect(async () => {
    const menu = accountMenu(page);
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click({ timeout: 5_000 });
    await use();
  }).toPass({ timeout: 40_000 });
}

/** Chooses a link or button of the account menu ('My Courses', 'My Profile', 'Sign Out'). */
export async function chooseInAccountMenu(
  page: Page,
  role: 'link' | 'button',
  name: string | RegExp,
): Promise<void> {
  await inAccountMenu(page, () => header(page).getByRole(role, { name }).click({ timeout: 5_000 }));
}

/** Signs out from the account menu. */
export async function signOut(page: Page): Promise<void> {
  await chooseInAccountMenu(page, 'button', 'Sign Out');
  await expect(header(page).getByRole('button', { name: 'Sign In' })).toBeVisible();
}
