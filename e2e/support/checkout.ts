import type { FrameLocator, Page } from '@playwright/test';
import { main } from './layout';

/** The billing form checkout asks for before it makes a payment link. */
export async function fillBilling(page: Page, country: string): Promise<void> {
  const content = main(page);
  await content.getByRole('textbox', { name: 'Full Name' }).fill('Ada Learner');
  await content.getByRole('textbox', { name: /Address Line 1/ }).fill('1 Herzl Street');
  await content.getByRole('textbox', { name: /City/ }).fill('Haifa');
  await content.getByRole('combobox', { name: /Country/ }).selectOption({ label: country });
}

export const paymentFrame = (page: Page): FrameLocator => page.frameLocator('iframe[title="Secure payment"]');

/** Fills the sandbox card form in the payment frame; name and expiry stay filled after a refusal. */
export async function fillCard(frame: FrameLocator, cardNumber: string): Promise<void> {
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry date').fill('12/34');
  await frame.getByLabel('Security code (CVC)').fill('123');
  await frame.getByLabel('Name on card').fill('Ada Learner');
}

/** A card the sandbox accepts. */
export const SUCCESS_CARD = '4242 4242 4242 4242';
