import type { Locator, Page } from '@playwright/test';
import { auditPart } from '../fixtures/accessibility';
import { expect, test } from '../fixtures';
import { exercise, writeProgram } from '../support/exercise';
import { header, main } from '../support/layout';
import { accountMenu, inAccountMenu, newLearner, openSignedIn } from '../support/learners';

// The parent reads what a child wrote: the child's latest checked program of each exercise, from the dashboard,
// as text (never run, never read as HTML), with the help the child had.

const PIN = '1357';
const GREETING_CARD = {
  url: '/course/free-trial/chapter/1/lesson/8',
  name: 'Exercise - Print a Greeting Card',
};
/** Mia's try: wrong output, and text that would be markup if the page read it as HTML. */
const MIAS_PROGRAM = 'print("<b>Happy Birthday, Mum!</b>")\nfor star in range(3):\n    print("*")\n';

const childCard = (page: Page, name: string): Locator => main(page).getByRole('article', { name });

async function openFamilyPage(page: Page): Promise<void> {
  await inAccountMenu(page, () =>
    header(page).getByRole('link', { name: 'Family' }).click({ timeout: 5_000 }),
  );
  await expect(main(page).getByRole('heading', { level: 1, name: 'Family' })).toBeVisible();
}

async function chooseLearner(page: Page, name: string | RegExp): Promise<void> {
  await inAccountMenu(page, () =>
    header(page).getByTestId('profile-switcher').getByRole('button', { name }).click({ timeout: 5_000 }),
  );
}

test("a parent opens a child's program from the dashboard and reads it as text, with the hints and solution used", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const parent = await newLearner(request, 'Pat Programs');
  await openSignedIn(page, parent);

  // A child and the parent's PIN.
  await openFamilyPage(page);
  const form = main(page).getByRole('form', { name: 'Add a child profile' });
  await form.getByLabel('First name or nickname').fill('Mia');
  await form.getByRole('radio', { name: 'owl' }).check();
  await form.getByLabel('Birth year').selectOption(String(new Date().getFullYear() - 10));
  await form.getByRole('button', { name: 'Add profile' }).click();
  await expect(childCard(page, 'Mia')).toBeVisible();
  const pinForm = main(page).getByRole('form', { name: 'Parent PIN' });
  await pinForm.getByLabel('4-digit PIN').fill(PIN);
  await pinForm.getByRole('button', { name: 'Set PIN' }).click();
  await expect(pinForm.getByLabel('New 4-digit PIN')).toBeVisible();
  // The family page says when the weekly summary goes out, and to the parent's own address.
  await expect(
    main(page).getByRole('switch', { name: "E-mail me a summary of my children's week" }),
  ).toHaveAccessibleDescription(
    `Sent every Monday morning for the week before, to ${parent.email}. Every e-mail has a link to stop them.`,
  );

  // Mia checks a program of her own that does not pass yet.
  await chooseLearner(page, 'Mia');
  await expect(accountMenu(page)).toHaveAccessibleName(/Mia/);
  await page.goto(GREETING_CARD.url);
  await expect(main(page).getByRole('heading', { level: 1, name: GREETING_CARD.name })).toBeVisible();
  await expect(exercise(page).getByText('Python is ready.')).toBeVisible({ timeout: 60_000 });
  await writeProgram(page, MIAS_PROGRAM);
  await exercise(page).getByRole('button', { name: 'Check' }).click();
  await expect(exercise(page).getByRole('table', { name: '0 of 1 check passed' })).toBeVisible();

  // Back to the parent with the PIN, then the dashboard.
  await chooseLearner(page, /\(parent\)/);
  const prompt = page.getByRole('dialog', { name: 'Ask a parent' });
  await prompt.getByLabel('Parent PIN').fill(PIN);
  await prompt.getByRole('button', { name: 'Continue' }).click();
  await expect(accountMenu(page)).toHaveAccessibleName(/Pat Programs/);
  await openFamilyPage(page);

  await childCard(page, 'Mia').getByRole('button', { name: "See Mia's programs" }).click();
  const programs = page.getByRole('dialog', { name: "Mia's programs" });
  const title = `${GREETING_CARD.name}: not passed yet`;
  await programs.getByText(title).click();
  const program = programs.locator('details', { has: page.locator('summary', { hasText: title }) });
  await expect(program.locator('pre')).toHaveText(MIAS_PROGRAM.trimEnd(), { useInnerText: true });
  // Shown as text: the markup in the program is not an element of the page.
  await expect(program.locator('pre b')).toHaveCount(0);
  await expect(program.getByRole('definition').nth(2)).toHaveText('No hints used');
  await expect(program.getByRole('definition').nth(3)).toHaveText('Not shown before this check');
  expect(await auditPart(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(programs).toBeHidden();
});
