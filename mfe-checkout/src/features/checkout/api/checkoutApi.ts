import { api, apiRequest, type ApiBody } from 'shared-platform';
import type { Coupon, RequestOf } from 'shared-contract';
import { callFallbacks } from '../model/messages';

export type PaymentLinkRequest = RequestOf<'createPaymentLink'>;

/** The checkout calls (spec §7). Enrolments refresh the user's enrollments wherever they are shown. */
export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    validateCoupon: build.mutation<Coupon, string>({
      query: (couponCode) =>
        apiRequest('validateCoupon', { coupon_code: couponCode }, callFallbacks.validateCoupon),
    }),
    createPaymentLink: build.mutation<string, PaymentLinkRequest>({
      query: (request) => apiRequest('createPaymentLink', request, callFallbacks.createPaymentLink),
      transformResponse: (body: ApiBody<'createPaymentLink'>) => body.paymentUrl,
    }),
    enrollFreeTrial: build.mutation<ApiBody<'enrollFreeTrial'>, RequestOf<'enrollFreeTrial'>>({
      query: (request) => apiRequest('enrollFreeTrial', request, callFallbacks.enrollFreeTrial),
      invalidatesTags: ['Enrollments'],
    }),
    enrollWithCoupon: build.mutation<ApiBody<'enrollWithCoupon'>, RequestOf<'enrollWithCoupon'>>({
      query: (request) => apiRequest('enrollWithCoupon', request, callFallbacks.enrollWithCoupon),
      invalidatesTags: ['Enrollments'],
    }),
  }),
});

export const {
  useValidateCouponMutation,
  useCreatePaymentLinkMutation,
  useEnrollFreeTrialMutation,
  useEnrollWithCouponMutation,
} = checkoutApi;
