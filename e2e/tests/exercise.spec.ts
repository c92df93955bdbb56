import type { Locator, Page } from '@playwright/test';
import { auditPart } from '../fixtures/accessibility';
import { expect, test } from '../fixtures';
import { exercise, exerciseEditor, writeProgram } from '../support/exercise';
import { main } from '../support/layout';
import { newLearner, openSignedIn } from '../support/learners';

// Run & Check on the composed site: real CPython (Pyodide) in the learner's browser, served by the shell.

const trialLesson = (chapter: number, lesson: number) =>
  `/course/free-trial/chapter/${chapter}/lesson/${lesson}`;
const GREETING_CARD = { url: trialLesson(1, 8), name: 'Exercise - Print a Greeting Card' };
const CALCULATOR = { url: trialLesson(1, 13), name: 'Exercise - Calculator Warm-up' };
const PERSONAL_GREETING = { url: trialLesson(2, 23), name: 'Exercise - Personal Greeting' };

const editor = exerciseEditor;
const output = (page: Page): Locator => exercise(page).getByRole('log', { name: 'Program output' });

/** Opens the exercise lesson as a signed-in learner and waits until Python is ready. */
async function openExercise(page: Page, lesson: { url: string; name: string }): Promise<void> {
  await page.goto(lesson.url);
  await expect(main(page).getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
}

const GREETING_CARD_PROGRAM =
  'print("**********")\nprint("Happy Birthday, Sam!")\nprint("Have a super day!")\nprint("**********")\n';

test('a new learner writes a greeting card, runs and checks it, and finds it all still there after a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Grace Hopper');
  await openSignedIn(page, learner);
  await openExercise(page, GREETING_CARD);
  // Complete Step waits for a passing check.
  await expect(main(page).getByRole('button', { name: 'Complete Step' })).toBeDisabled();

  await writeProgram(page, GREETING_CARD_PROGRAM);
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output(page)).toContainText('Happy Birthday, Sam!');
  await expect(output(page)).toContainText('Have a super day!');
  await expect(exercise(page).getByText('Your program finished.')).toBeVisible();

  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByText('Well done! Every check passed.')).toBeVisible();
  const results = exercise(page).getByRole('table', { name: '1 of 1 check passed' });
  await expect(results.getByRole('row', { name: /Passed Output/ })).toBeVisible();
  // The pass completed the step, as Complete Step would have.
  await expect(main(page).getByText('Step completed!')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Course menu' })
      .getByRole('link', { name: /Print a Greeting Card.*completed/i }),
  ).toBeVisible();
  expect(await auditPart(page, 'body')).toEqual([]);

  await page.reload();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
  await expect(editor(page)).toContainText('Happy Birthday, Sam!');
  await expect(main(page).getByText('You have completed this step.')).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Course menu' })
      .getByRole('link', { name: /Print a Greeting Card.*completed/i }),
  ).toBeVisible();
});

test('a wrong answer names the failing case with what was expected; an endless loop is stopped and the next run works', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Katherine Coleman');
  await openSignedIn(page, learner);
  await openExercise(page, CALCULATOR);

  await writeProgram(
    page,
    'slices = 2 * 8\nfriends = 3\nprint("Each friend gets", slices / friends, "slices")\nprint("Slices left over:", slices % friends)\n',
  );
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  const results = exercise(page).getByRole('table', { name: '0 of 1 check passed' });
  const failed = results.getByRole('row', { name: /Failed Output/ });
  await expect(failed).toContainText('Each friend gets 5 slices');
  await expect(failed).toContainText('Each friend gets 5.333333333333333 slices');
  await expect(main(page).getByRole('button', { name: 'Complete Step' })).toBeDisabled();
  expect(await auditPart(page, 'body')).toEqual([]);

  await writeProgram(page, 'while True:\n    pass\n');
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(
    exercise(page).getByText('Your program ran for more than 3 seconds. Is there a loop that never ends?'),
  ).toBeVisible({ timeout: 15_000 });

  await writeProgram(page, 'print("hi")\n');
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(output(page)).toHaveText(/^\s*hi\s*$/);
});

test('a program that asks with input() takes what the learner types', async ({ page, request }) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Annie Easley');
  await openSignedIn(page, learner);
  await openExercise(page, PERSONAL_GREETING);

  await writeProgram(
    page,
    'name = input("First name: ")\nnumber = input("Favourite number: ")\nprint(f"Hi {name.upper()}, your favourite number doubled is {int(number) * 2}!")\n',
  );
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  const first = exercise(page).getByRole('textbox', { name: 'First name:' });
  await expect(first).toBeFocused();
  await first.fill('Ada');
  await first.press('Enter');
  const second = exercise(page).getByRole('textbox', { name: 'Favourite number:' });
  await expect(second).toBeFocused();
  await second.fill('7');
  await second.press('Enter');
  await expect(output(page)).toContainText('First name: Ada');
  await expect(output(page)).toContainText('Hi ADA, your favourite number doubled is 14!');

  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByRole('table', { name: '3 of 3 checks passed' })).toBeVisible();
  expect(await auditPart(page, 'body')).toEqual([]);
});

test('a lesson without an exercise downloads neither Python nor the editor; an exercise lesson downloads both', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Mary Winston Jackson');
  await openSignedIn(page, learner);
  const downloads: Array<{ url: string; editor: boolean }> = [];
  page.context().on('response', (response) => {
    const url = response.url();
    const script = /\.m?js(\?|$)/.test(url);
    downloads.push({ url, editor: false });
    if (script)
      void response
        .text()
        .then((body) => {
          // CodeMirror's view names its content element so; no other code of the site does.
          if (body.includes('cm-content')) downloads.push({ url, editor: true });
        })
        .catch(() => undefined);
  });
  const python = (entry: { url: string }) => new URL(entry.url).pathname.startsWith('/python/');

  await page.goto(trialLesson(1, 1));
  await expect(main(page).getByRole('button', { name: 'Complete Step' })).toBeEnabled();
  await page.waitForLoadState('networkidle');
  expect(downloads.filter(python)).toEqual([]);
  expect(downloads.filter((entry) => entry.editor)).toEqual([]);

  await openExercise(page, GREETING_CARD);
  await expect.poll(() => downloads.some((entry) => entry.editor)).toBe(true);
  expect(downloads.some((entry) => /\/python\/pyodide-[\w.]+\/pyodide\.asm\.wasm$/.test(entry.url))).toBe(
    true,
  );
});

test("the server's verdict is the one shown: a program that prints the visible answers passes in the browser, then fails the hidden checks", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const learner = await newLearner(request, 'Ada Lovelace');
  await openSignedIn(page, learner);
  await openExercise(page, PERSONAL_GREETING);
  // The server's answer is held a moment, so the wait for it can be seen.
  await page.route('**/exercise/check', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const copied = [
    'answers = {',
    '    "Ada 7": "Hi ADA, your favourite number doubled is 14!",',
    '    "sam 21": "Hi SAM, your favourite number doubled is 42!",',
    '    "Lea 0": "Hi LEA, your favourite number doubled is 0!",',
    '}',
    'name = input()',
    'number = input()',
    'print(answers.get(name + " " + number, ""))',
    '',
  ].join('\n');
  await writeProgram(page, copied);
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByText('Checking…')).toBeVisible();
  await expect(exercise(page).getByText('Hidden checks passed: 0 of 2.')).toBeVisible();
  await expect(exercise(page).getByText('Checking…')).toHaveCount(0);
  await expect(exercise(page).getByText('Well done! Every check passed.')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Complete Step' })).toBeDisabled();
});
