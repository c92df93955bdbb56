import { api, apiRequest } from 'shared-events';
import type { Coupon } from 'shared-events/contract';

export const couponMessages = {
  valid: 'Coupon is valid!',
  invalid: 'Coupon is not valid.',
  /** Shown when the server gives no message of its own. */
  failed: 'An error occurred during coupon validation.',
} as const;

/** Coupon validation for the course page's coupon box (checkout keeps its own coupon state). */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<Coupon, string>({
      query: (code) => apiRequest('validateCoupon', { coupon_code: code }, couponMessages.failed),
    }),
  }),
});

export const { useValidateCouponMutation } = couponsApi;
