import type { ApiErrorStatus } from './apiError';

/**
 * The coupon check's texts (learning spec §4, §8), one set for every page that checks a coupon, so the course
 * page and checkout say the same of the same code: valid, not valid, and a failed check ('Could not validate
 * coupon.' when the server answered without a message, the page's text when no answer could be read).
 */
export const couponMessages = {
  valid: 'Coupon is valid!',
  invalid: 'Coupon is not valid.',
  failed: (status: ApiErrorStatus): string =>
    typeof status === 'number' ? 'Could not validate coupon.' : 'An error occurred during coupon validation.',
} as const;
