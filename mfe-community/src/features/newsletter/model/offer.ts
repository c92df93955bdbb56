import { fieldProblems } from 'shared-contract';
import { notArrived } from 'shared-ui';

/** Spec §9: the newsletter code, its copied note and the delay of the first-time display. */
export const NEWSLETTER_CODE = 'PY30NOW';
export const COPIED_NOTE_MS = 3000;
export const FIRST_DISPLAY_DELAY_MS = 3000;
/** The offer's title, on its button and its dialog. */
export const OFFER_TITLE = 'Get 30% Off Now!';
/** What the offer's dialog says when its code did not arrive (the spec gives no wording for it). */
export const OFFER_FAILED_MESSAGE = notArrived('The offer');

/**
 * What the offer says when the API refused the sign-up: a refused address in the visitor's words
 * ('Please enter a valid email address.' for 'body/email must be a valid email address'), anything else as sent.
 */
export function signUpFailure(message: string): string {
  return fieldProblems(message).has('email') ? INVALID_EMAIL : message;
}

export const INVALID_EMAIL = 'Please enter a valid email address.';
