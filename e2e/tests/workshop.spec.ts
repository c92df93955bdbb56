import AxeBuilder from '@axe-core/playwright';
import { auditPart, expect, test, type Page } from '../fixtures';
import { findRow } from '../support/database';
import { API_BASE_URL } from '../support/stack';
import { main } from '../support/layout';

interface StoredApplication {
  name: string;
  age: number;
  email: string;
  experience: string;
  message: string;
  selected_service: string;
}

const findStoredApplication = (email: string) =>
  findRow<StoredApplication>(
    'SELECT name, age, email, experience, message, selected_service FROM workshop_applications WHERE email = ?',
    email,
  );

const workshopNav = (page: Page) => page.getByRole('navigation', { name: 'Workshop sections' });
const applicationDialog = (page: Page) => page.getByRole('dialog', { name: 'Apply Now' });

test('the workshop page keeps its landmarks at the top level: the instructor’s bio is part of its section', async ({
  page,
}) => {
  await page.goto('/winter-coding-workshop');
  await expect(main(page).getByRole('heading', { name: 'Meet your instructor' })).toBeVisible();
  await expect(main(page).getByRole('complementary')).toHaveCount(0);
  // Best practices the suite's WCAG audit leaves out: no landmark inside another, none named twice.
  const { violations } = await new AxeBuilder({ page })
    .withRules(['landmark-unique', 'landmark-complementary-is-top-level'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
});

test('the section menu folds up to 1025 px, and a section it opens lands just under the sticky bars', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1026, height: 800 });
  await page.goto('/winter-coding-workshop');
  const toggle = workshopNav(page).getByRole('button', { name: 'Menu' });
  await expect(workshopNav(page).getByRole('link', { name: 'Pricing' })).toBeVisible();
  await expect(toggle).toBeHidden();
  await page.setViewportSize({ width: 1025, height: 800 });
  await expect(toggle).toBeVisible();

  await page.setViewportSize({ width: 900, height: 800 });
  await toggle.click();
  await workshopNav(page).getByRole('link', { name: 'Pricing' }).click();
  const heading = main(page)
    .getByRole('region', { name: 'Pricing' })
    .getByRole('heading', { level: 2 })
    .first();
  await expect(async () => {
    const navBox = await workshopNav(page).boundingBox();
    const headingBox = await heading.boundingBox();
    if (!navBox || !headingBox) throw new Error('not laid out');
    const gap = headingBox.y - (navBox.y + navBox.height);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(80);
  }).toPass({ timeout: 5_000 });
});

test('a visitor applies for the workshop through all four steps and the application is stored', async ({
  page,
  context,
}) => {
  // The scheduling page is an external site: answer it locally so the new tab opens without the network.
  await context.route('https://scheduling.example.test/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Book your interview</title>' }),
  );
  const email = `applicant-${Date.now()}@example.com`;

  await page.goto('/winter-coding-workshop');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Winter Coding Workshop' })).toBeVisible();
  await workshopNav(page).getByRole('button', { name: 'Apply Now' }).click();
  const dialog = applicationDialog(page);
  await expect(dialog.getByRole('radio', { name: 'Winter Workshop' })).toBeChecked();

  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in your name');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Sam Rivera');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('spinbutton', { name: 'Applicant age' }).fill('14');
  await dialog.getByRole('button', { name: 'Next' }).click();

  await dialog.getByRole('textbox', { name: 'Prior coding experience' }).fill('Two months of Scratch');
  await dialog.getByRole('textbox', { name: 'Message' }).fill('I want to build my own games.');
  const submitted = page.waitForResponse(
    (response) =>
      response.url() === `${API_BASE_URL}/winter-workshop` && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();
  expect((await submitted).status()).toBe(200);
  await expect(dialog.getByRole('heading', { name: 'Step 3' })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await dialog.getByRole('link', { name: /Choose Time/ }).click();
  const scheduling = await popup;
  await expect(scheduling).toHaveTitle('Book your interview');
  await scheduling.close();
  await expect(dialog.getByRole('heading', { name: 'Thank you for applying!' })).toBeVisible();
  await expect(dialog.getByRole('link', { name: /free trial/ })).toHaveAttribute(
    'href',
    '/course/free-trial',
  );

  expect(findStoredApplication(email)).toEqual({
    name: 'Sam Rivera',
    age: 14,
    email,
    experience: 'Two months of Scratch',
    message: 'I want to build my own games.',
    selected_service: 'Winter Workshop',
  });
});

test("a pricing card's Get started opens the application with Premium VIP preselected", async ({ page }) => {
  await page.goto('/winter-coding-workshop');
  await main(page).getByRole('button', { name: 'Get started with Premium VIP' }).click();
  const dialog = applicationDialog(page);
  await expect(dialog.getByRole('radio', { name: 'Premium VIP' })).toBeChecked();
  await expect(dialog.getByRole('region', { name: 'Plan summary' })).toContainText('$200/hr');
  await expect(dialog.getByText(/accepted until December 20th/)).toHaveCount(0);
  // The page audit runs on navigation; the overlay opens without one, so it is audited here.
  expect(await auditPart(page, '[role="dialog"]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

async function currentQuestion(page: Page): Promise<{ a: number; b: number }> {
  const heading = main(page).getByRole('heading', { level: 2, name: /^What is \d+ x \d+\?$/ });
  const match = /What is (\d+) x (\d+)\?/.exec((await heading.textContent()) ?? '');
  if (!match) throw new Error('no multiplication question on the page');
  return { a: Number(match[1]), b: Number(match[2]) };
}

test('a learner answers a multiplication question right, then one wrong and tries it again', async ({
  page,
}) => {
  await page.goto('/math-exercises/multiplication-table');
  const answer = main(page).getByRole('textbox', { name: 'Your answer' });

  const first = await currentQuestion(page);
  await answer.fill(String(first.a * first.b));
  await answer.press('Enter');
  await expect(main(page).getByRole('status')).toHaveText('Correct!');
  await expect(main(page).getByText('Score: 1')).toBeVisible();

  const second = await currentQuestion(page);
  await answer.fill(String(second.a * second.b + 1));
  await main(page).getByRole('button', { name: 'Submit' }).click();
  await expect(main(page).getByRole('alert')).toHaveText(
    `Incorrect! The correct answer to ${second.a}x${second.b} is ${second.a * second.b}`,
  );
  await expect(main(page).getByText('Score: 1')).toBeVisible();
  expect(await currentQuestion(page)).toEqual(second);
  await answer.fill(String(second.a * second.b));
  await answer.press('Enter');
  await expect(main(page).getByText('Score: 2')).toBeVisible();
});
