import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { UserInfo } from 'shared-events';
import { useCheckoutEnrollFreeTrialMutation, useCheckoutEnrollWithCouponMutation } from '../api/checkoutApi';
import { FREE_TRIAL_COURSE_ID, FREE_TRIAL_SOURCE, thankYouPath } from './checkoutRules';
import type { CheckoutState } from './checkoutSlice';

interface Inputs {
  /** The checkout for `courseId` has started (state from an earlier checkout is never acted on). */
  ready: boolean;
  courseId: number | null;
  user: UserInfo | null;
  checkout: CheckoutState;
  /** The coupon brings the price to 0 or below. */
  isFree: boolean;
  alreadyEnrolled: boolean;
}

/**
 * The two ways in without paying (spec §4): course 1 enrolls as a free trial at once; a coupon that makes
 * any other course free enrolls with the coupon. Both then go to /thank-you. Returns a retry for each.
 */
export function useEnrollmentWithoutPayment({
  ready,
  courseId,
  user,
  checkout,
  isFree,
  alreadyEnrolled,
}: Inputs) {
  const navigate = useNavigate();
  const [enrollFreeTrial] = useCheckoutEnrollFreeTrialMutation();
  const [enrollWithCoupon] = useCheckoutEnrollWithCouponMutation();
  const isFreeTrial = courseId === FREE_TRIAL_COURSE_ID;

  const trialRequested = useRef(false);
  useEffect(() => {
    if (!ready || !isFreeTrial || !user || trialRequested.current) return;
    trialRequested.current = true;
    void enrollFreeTrial({ UserID: user.userId, Source: FREE_TRIAL_SOURCE });
  }, [ready, isFreeTrial, user, enrollFreeTrial]);

  // Each validation that makes the course free, and each retry, is one enrolment attempt; a failed attempt
  // is not the end, the learner can retry or apply the code again.
  const [couponAttempt, setCouponAttempt] = useState(0);
  const couponRequested = useRef<{ attempt: string; code: string } | null>(null);
  const freeCouponCode =
    ready && !isFreeTrial && isFree && !alreadyEnrolled && !checkout.validatingCoupon
      ? (checkout.coupon?.coupon_code ?? null)
      : null;
  const attempt = `${checkout.couponRequestId}:${couponAttempt}`;
  useEffect(() => {
    if (!freeCouponCode || !user || courseId === null || couponRequested.current?.attempt === attempt) return;
    couponRequested.current = { attempt, code: freeCouponCode };
    void enrollWithCoupon({ user_id: user.userId, coupon_code: freeCouponCode, course_id: courseId });
  }, [freeCouponCode, attempt, user, courseId, enrollWithCoupon]);

  useEffect(() => {
    if (!ready || courseId === null) return;
    if (checkout.freeTrial === 'enrolled') void navigate(thankYouPath(FREE_TRIAL_COURSE_ID));
    else if (checkout.couponEnrollment === 'enrolled')
      void navigate(thankYouPath(courseId, couponRequested.current?.code));
  }, [ready, checkout.freeTrial, checkout.couponEnrollment, courseId, navigate]);

  return {
    retryFreeTrial: () => {
      if (user) void enrollFreeTrial({ UserID: user.userId, Source: FREE_TRIAL_SOURCE });
    },
    retryCouponEnrollment: () => setCouponAttempt((count) => count + 1),
  };
}
