import { expect, test } from '../fixtures';
import { header } from '../support/layout';
import {
  chooseInAccountMenu,
  completeLessons,
  enrollInFreeTrial,
  inAccountMenu,
  newLearner,
  signIn,
  signOut,
  openSignedIn,
} from '../support/learners';
import { SHELL_ORIGIN } from '../support/stack';

test('/my-profile and /my-courses redirect to / when signed out', async ({ page }) => {
  await page.goto('/my-profile');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
  await page.goto('/my-courses');
  await expect(page).toHaveURL(`${SHELL_ORIGIN}/`);
});

test('a profile change persists across a reload and a new sign-in', async ({ page, request }) => {
  const learner = await newLearner(request, 'Ada Lovelace');
  await openSignedIn(page, learner);
  await expect(header(page).getByRole('button', { name: 'Account menu for Ada Lovelace' })).toBeVisible();
  await chooseInAccountMenu(page, 'link', 'My Profile');
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
  await signIn(page, learner);
  await page.goto('/my-profile');
  await expectSaved();
});

test('an enrolled user sees the course under Owned and its percent under Progress', async ({
  page,
  request,
}) => {
  const learner = await newLearner(request, 'Alan Turing');
  await enrollInFreeTrial(request, learner);
  await completeLessons(request, learner, 1, [1]);

  await openSignedIn(page, learner);
  await expect(header(page).getByRole('button', { name: 'Account menu for Alan Turing' })).toBeVisible();
  await inAccountMenu(page, async () => {
    const myCourses = header(page).getByRole('link', { name: /My Courses/ });
    await expect(myCourses).toContainText('1', { timeout: 5_000 });
    await myCourses.click({ timeout: 5_000 });
  });

  const owned = page.getByRole('list', { name: 'Owned courses' });
  await expect(owned.getByRole('listitem')).toHaveCount(1);
  const courseName = (await owned.getByRole('heading').textContent()) ?? '';
  expect(courseName).not.toBe('');
  // The picture sits on the card's text with only its margin between: no line-height strip under it.
  const gap = await owned.locator('img').evaluate((image) => {
    const name = image.nextElementSibling;
    const margin = Number.parseFloat(getComputedStyle(image).marginBottom);
    return name ? name.getBoundingClientRect().top - image.getBoundingClientRect().bottom - margin : Infinity;
  });
  expect(Math.abs(gap)).toBeLessThanOrEqual(1);
  // Open Course resumes at the lesson after the last completed one (lesson 1).
  const openCourse = owned.getByRole('link', { name: /Open Course/ });
  await expect(openCourse).toHaveAttribute('href', '/course/free-trial/chapter/1/lesson/2');
  await openCourse.click();
  await expect(page).toHaveURL(/\/course\/free-trial\/chapter\/1\/lesson\/2$/);
  await page.goBack();

  await page.getByRole('tab', { name: 'Progress' }).click();
  const table = page.getByRole('table', { name: 'In Progress' });
  await expect(table.getByRole('row', { name: new RegExp(courseName) })).toContainText(/[1-9]\d?%/);
});
