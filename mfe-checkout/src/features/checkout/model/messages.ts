import { couponMessages, type ApiErrorStatus } from 'shared-events';

/** The spec's wording for checkout (learning-and-checkout.md §4, §5, §8). */
export const checkoutMessages = {
  couponValid: couponMessages.valid,
  couponInvalid: couponMessages.invalid,
  couponStillApplied: (code: string) => `Coupon ${code} is still applied.`,
  billingMissing: 'Please fill in your billing information before proceeding',
  secureConnection:
    'There was an issue establishing a secure connection to the payment servers. Please try again later or contact us at',
  courseMissing: 'Failed to load course details',
  signInRequired: 'Please sign in to access this page',
  /** A course the parent buys is the family's: the parent's account and each child profile learn with it. */
  familyUse: 'Everyone in your family can use this course, each child in their own profile.',
} as const;

/**
 * Two fallbacks per call, as in the spec: the call's own text when the server answered an error without a
 * message, and the page's text when there was no answer to read at all (network or contract failure).
 */
const fallback =
  (answered: string, unanswered: string) =>
  (status: ApiErrorStatus): string =>
    typeof status === 'number' ? answered : unanswered;

export const callFallbacks = {
  validateCoupon: couponMessages.failed,
  createPaymentLink: fallback(
    'Could not generate payment link.',
    'An error occurred while generating payment link.',
  ),
  enrollFreeTrial: fallback('Could not enroll in free trial.', 'Could not enroll in free trial.'),
  enrollWithCoupon: fallback('Could not enroll in course.', 'Could not enroll in course.'),
} as const;
