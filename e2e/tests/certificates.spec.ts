import { expect, test } from '../fixtures';
import { main } from '../support/layout';
import {
  chooseInAccountMenu,
  completeLessons,
  enrollInFreeTrial,
  newLearner,
  signOut,
  openSignedIn,
} from '../support/learners';
import { pdfText } from '../support/pdfText';

// The free trial (course 1) is the shortest course: lessons 1-38, seven of them exercises. Its certificate needs
// every counted lesson completed and every exercise passed.
const TRIAL = { id: 1, name: 'Python Free Trial', lastLesson: 38 };
const CERTIFICATE_NUMBER = /^[0-9A-HJKMNP-TV-Z]{4}(?:-[0-9A-HJKMNP-TV-Z]{4}){3}$/;

test('a learner who finishes a course gets one certificate: My Courses shows it, the PDF names them and the course, and its public page confirms it to anyone', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Grace Hopper');
  await enrollInFreeTrial(request, learner);
  // Everything but the last lesson through the API, as the player and the server's exercise checks record it.
  await completeLessons(
    request,
    learner,
    TRIAL.id,
    Array.from({ length: TRIAL.lastLesson - 1 }, (_, index) => index + 1),
  );

  // The last lesson through the player issues the certificate.
  await openSignedIn(page, learner);
  await page.goto(`/course/free-trial/chapter/2/lesson/${TRIAL.lastLesson}`);
  await main(page).getByRole('button', { name: 'Complete Step' }).click();
  await expect(page.getByText('Step completed! On to the next lesson…')).toBeVisible();

  await chooseInAccountMenu(page, 'link', /My Courses/);
  const certificate = main(page);
  const view = certificate.getByRole('link', { name: `View certificate: ${TRIAL.name}` });
  await expect(view).toBeVisible();
  const number = (await view.getAttribute('href'))?.replace('/certificate/', '') ?? '';
  expect(number).toMatch(CERTIFICATE_NUMBER);

  const download = page.waitForEvent('download');
  await certificate.getByRole('link', { name: `Download PDF: ${TRIAL.name} certificate` }).click();
  const file = await (await download).path();
  const text = await pdfText(file);
  expect(text).toContain('Grace Hopper');
  expect(text).toContain(TRIAL.name);
  expect(text).toContain(number);
  expect(text).not.toContain(learner.email);
  expect(text).not.toContain(learner.userId);

  // The streak is the server's count of today's learning.
  const streak = main(page).getByRole('region', { name: 'Your learning streak' });
  await expect(streak.getByRole('definition').first()).toHaveText('1 day');

  // The verification page, for a visitor who is not signed in.
  await signOut(page);
  await page.goto(`/certificate/${number}`);
  const verified = main(page);
  await expect(verified.getByRole('heading', { level: 1 })).toHaveText('Certificate of Completion');
  await expect(verified).toContainText('Grace Hopper');
  await expect(verified).toContainText(TRIAL.name);
  await expect(verified).toContainText(number);
  await expect(verified).not.toContainText(learner.email);
  await expect(verified).not.toContainText(learner.userId);
  await page.goto('/certificate/7KQ2-M9XD-4TZB-H1RC');
  await expect(main(page)).toContainText('We could not find a certificate with this number.');
});
