import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { exercise, exerciseEditor, writeProgram } from '../support/exercise';
import { main } from '../support/layout';
import { newLearner, openSignedIn } from '../support/learners';

// What a family met trying the exercises: a long line widening the whole page, the solution offered for the
// untouched starter, and feedback that was doubled, below the fold, or in raw Markdown.

const trialLesson = (chapter: number, lesson: number) =>
  `/course/free-trial/chapter/${chapter}/lesson/${lesson}`;
const CALCULATOR = { url: trialLesson(1, 13), name: 'Exercise - Calculator Warm-up' };
const PERSONAL_GREETING = { url: trialLesson(2, 23), name: 'Exercise - Personal Greeting' };

const output = (page: Page): Locator => exercise(page).getByRole('log', { name: 'Program output' });
const LOCKED = 'The solution opens after you check your own attempt, or after all hints.';

async function openExercise(page: Page, lesson: { url: string; name: string }): Promise<void> {
  await page.goto(lesson.url);
  await expect(main(page).getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
}

async function signedIn(page: Page, request: Parameters<typeof newLearner>[0], name: string): Promise<void> {
  const learner = await newLearner(request, name);
  await openSignedIn(page, learner);
}

/** The page scrolls only up and down: nothing is wider than the window. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** `part` is shown and not cut off at either side of the window. */
async function expectWhollyAcross(page: Page, part: Locator): Promise<void> {
  await expect(part).toBeVisible();
  const box = await part.boundingBox();
  const innerWidth = await page.evaluate(() => window.innerWidth);
  expect(box).not.toBeNull();
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(innerWidth);
}

const LONG_LINE = `print("Hi", name)  # ${'x'.repeat(179)}`;

test('at 375, 768 and 1280 px a 200-character line scrolls inside the editor; the page keeps its width with the output, the error and the input in view', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(LONG_LINE).toHaveLength(200);
  await signedIn(page, request, 'Wide Line');
  for (const viewport of [
    { width: 375, height: 667 },
    { width: 768, height: 1024 },
    { width: 1280, height: 720 },
  ]) {
    await test.step(`at ${viewport.width} px`, async () => {
      // Each width loads the lessons afresh, as a device of that size would.
      await page.setViewportSize(viewport);
      // The starter's comment alone once widened this lesson.
      await openExercise(page, CALCULATOR);
      await expectNoSidewaysScroll(page);

      await openExercise(page, PERSONAL_GREETING);
      await writeProgram(page, `name = input("Name: ")\n${LONG_LINE}\nprnt(name)\n`);
      // The line scrolls inside the editor.
      const scroller = exercise(page).locator('.cm-scroller');
      await expect
        .poll(() => scroller.evaluate((element) => element.scrollWidth > element.clientWidth))
        .toBe(true);
      await expectNoSidewaysScroll(page);

      await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
      const line = exercise(page).getByRole('textbox', { name: 'Name:' });
      await expect(line).toBeFocused();
      await expectWhollyAcross(page, line);
      await expectWhollyAcross(page, exercise(page).getByRole('button', { name: 'Send' }));
      await expectNoSidewaysScroll(page);
      await line.fill('Ada');
      await line.press('Enter');

      await expect(output(page)).toContainText('Hi Ada');
      const error = exercise(page).getByText('Python stopped with a NameError on line 3.');
      await expect(error).toBeInViewport();
      await expectWhollyAcross(page, error);
      await expectWhollyAcross(page, exercise(page).getByRole('figure', { name: 'What Python said' }));
      await expectWhollyAcross(page, output(page));
      await expectWhollyAcross(page, exercise(page).getByRole('heading', { name: 'Your Python program' }));
      await expectNoSidewaysScroll(page);
      if (viewport.width > 375)
        await expectWhollyAcross(page, page.getByRole('navigation', { name: 'Course menu' }));
    });
  }
});

test('the solution stays closed after a check of the untouched starter, and a line says how it opens; an own attempt opens it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedIn(page, request, 'Starter Checker');
  await openExercise(page, CALCULATOR);
  await expect(exercise(page).getByText(LOCKED)).toBeVisible();

  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByRole('table', { name: '0 of 1 check passed' })).toBeVisible();
  await expect(exercise(page).getByText('Checking…')).toHaveCount(0);
  await expect(exercise(page).getByRole('button', { name: 'Show the solution' })).toHaveCount(0);
  await expect(exercise(page).getByText(LOCKED)).toBeVisible();

  // A reload asks the server again: still closed.
  await page.reload();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
  await expect(exercise(page).getByText(LOCKED)).toBeVisible();
  await expect(exercise(page).getByRole('button', { name: 'Show the solution' })).toHaveCount(0);

  await writeProgram(
    page,
    'slices = 2 * 8\nfriends = 3\nprint("Each friend gets", slices / friends, "slices")\n',
  );
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByRole('button', { name: 'Show the solution' })).toBeVisible();
  await expect(exercise(page).getByText(LOCKED)).toHaveCount(0);
});

test('feedback: the editor shows without scrolling, hints show code, each error is explained once and in view, a failed output says where it differs, and Run clears the last check', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A common laptop screen.
  await page.setViewportSize({ width: 1366, height: 768 });
  await signedIn(page, request, 'Feedback Reader');
  await openExercise(page, CALCULATOR);
  // The compact course banner (not the 16:9 course picture) leaves the editor on the first screen.
  await expect(main(page).getByRole('img', { name: 'This lesson has no video' })).toHaveCount(0);
  await expect(exerciseEditor(page)).toBeInViewport();

  await exercise(page).getByRole('button', { name: 'Show a hint' }).click();
  const hint = exercise(page).getByRole('list', { name: 'Hints' }).getByRole('listitem').first();
  await expect(hint).toHaveText('// divides and keeps only the whole part: 7 // 2 is 3.');
  await expect(hint.locator('code')).toHaveText(['//', '7 // 2', '3']);

  await writeProgram(page, 'x = 1\n    print(x)\n');
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  const indentation = exercise(page).getByText('Python stopped with an IndentationError on line 2.');
  await expect(indentation).toBeInViewport();
  await expect(exercise(page).getByText(/spaces that Python did not expect/)).toHaveCount(1);
  await expect(exercise(page).getByText('Your program stopped with an error.')).toBeVisible();

  await writeProgram(page, 'print "hi"\n');
  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  const print = exercise(page).getByText(
    'In Python 3, print needs brackets around what it prints: write print("hi"), not print "hi".',
  );
  await expect(print).toHaveCount(1);
  await expect(print).toBeInViewport();
  await expect(exercise(page).getByText('Python stopped with a SyntaxError on line 1.')).toHaveCount(1);

  await writeProgram(
    page,
    'slices = 2 * 8\nfriends = 3\nprint("Each friend gets", slices / friends, "slices")\nprint("Slices left over:", slices % friends)\n',
  );
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  const failed = exercise(page)
    .getByRole('table', { name: '0 of 1 check passed' })
    .getByRole('row', { name: /Failed Output/ });
  await expect(failed).toContainText('Line 1 differs at character 19: expected a space, got ".".');
  await expect(exercise(page).getByText('Checking…')).toHaveCount(0);

  await exercise(page).getByRole('button', { name: 'Run', exact: true }).click();
  await expect(exercise(page).getByText('Your program finished.')).toBeVisible();
  await expect(exercise(page).getByRole('heading', { name: 'Check results' })).toHaveCount(0);
  await expect(exercise(page).getByRole('table')).toHaveCount(0);
});
