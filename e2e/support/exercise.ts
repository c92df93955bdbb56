import type { Locator, Page } from '@playwright/test';
import { main } from './layout';

/** The Run & Check exercise of a lesson. */
export const exercise = (page: Page): Locator => main(page).getByRole('region', { name: 'Exercise' });
export const exerciseEditor = (page: Page): Locator =>
  exercise(page).getByRole('textbox', { name: 'Your Python program' });

/** Replaces the program in the editor as if it were pasted (no bracket closing or auto-indent on the way). */
export async function writeProgram(page: Page, code: string): Promise<void> {
  await exerciseEditor(page).click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}
