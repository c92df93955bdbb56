import { api, apiRequest, couponMessages } from 'shared-events';
import type { Coupon } from 'shared-contract';

/** Coupon validation for the course page's coupon box (checkout keeps its own coupon state). */
export const couponsApi = api.injectEndpoints({
  endpoints: (build) => ({
    catalogValidateCoupon: build.mutation<Coupon, string>({
      query: (code) => apiRequest('validateCoupon', { coupon_code: code }, couponMessages.failed),
    }),
  }),
});

export const { useCatalogValidateCouponMutation } = couponsApi;
