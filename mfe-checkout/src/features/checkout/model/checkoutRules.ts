/** The free-trial course: checking it out enrolls at once, with source 'unknown' (spec §4). */
export const FREE_TRIAL_COURSE_ID = 1;
export const FREE_TRIAL_SOURCE = 'unknown';

/** Spec §9: the thank-you redirect waits 500 ms after the payment frame reports success. */
export const THANK_YOU_DELAY_MS = 500;

export const thankYouPath = (courseId: number, couponCode?: string): string =>
  `/thank-you?courseId=${courseId}${couponCode ? `&coupon_code=${encodeURIComponent(couponCode)}` : ''}`;
