import { api, apiRequest, type ApiBody } from 'shared-events';
import type { Coupon, RequestOf } from 'shared-contract';
import { callFallbacks } from '../model/messages';

export type PaymentLinkRequest = RequestOf<'createPaymentLink'>;

/** The checkout calls (spec §7). Enrolments refresh the user's enrollments wherever they are shown. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    checkoutValidateCoupon: build.mutation<Coupon, string>({
      query: (couponCode) =>
        apiRequest('validateCoupon', { coupon_code: couponCode }, callFallbacks.validateCoupon),
    }),
    checkoutCreatePaymentLink: build.mutation<string, PaymentLinkRequest>({
      query: (request) => apiRequest('createPaymentLink', request, callFallbacks.createPaymentLink),
      transformResponse: (body: ApiBody<'createPaymentLink'>) => body.paymentUrl,
    }),
    checkoutEnrollFreeTrial: build.mutation<ApiBody<'enrollFreeTrial'>, RequestOf<'enrollFreeTrial'>>({
      query: (request) => apiRequest('enrollFreeTrial', request, callFallbacks.enrollFreeTrial),
      invalidatesTags: ['Enrollments'],
    }),
    checkoutEnrollWithCoupon: build.mutation<ApiBody<'enrollWithCoupon'>, RequestOf<'enrollWithCoupon'>>({
      query: (request) => apiRequest('enrollWithCoupon', request, callFallbacks.enrollWithCoupon),
      invalidatesTags: ['Enrollments'],
    }),
  }),
});

export const {
  useCheckoutValidateCouponMutation,
  useCheckoutCreatePaymentLinkMutation,
  useCheckoutEnrollFreeTrialMutation,
  useCheckoutEnrollWithCouponMutation,
} = checkoutApi;
