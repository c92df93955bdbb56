import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { couponMessages, injectSlice, type ApiError } from 'shared-events';
import type { Coupon } from 'shared-contract';
import { checkoutApi } from '../api/checkoutApi';
import { checkoutMessages } from './messages';

/** Enrolling, enrolled, or not enrolled (spec §4 free-trial and coupon enrolment). */
export type EnrollmentStatus = 'idle' | 'enrolling' | 'enrolled' | 'not-enrolled';

/** Checkout state (spec §3): one checkout at a time, never persisted. */
export interface CheckoutState {
  courseId: number | null;
  /** The validated coupon; null when none is applied. */
  coupon: Coupon | null;
  validationMessage: string;
  validatingCoupon: boolean;
  paymentUrl: string;
  paymentLinkLoading: boolean;
  paymentLinkError: boolean;
  paymentLinkMessage: string;
  freeTrial: EnrollmentStatus;
  freeTrialMessage: string;
  couponEnrollment: EnrollmentStatus;
  couponEnrollmentMessage: string;
  /** The payment frame reported a successful payment. */
  paid: boolean;
  /** Only the newest request of each kind may change the state; an older answer arriving late is ignored. */
  couponRequestId: string | null;
  paymentLinkRequestId: string | null;
}

export const initialCheckoutState: CheckoutState = {
  courseId: null,
  coupon: null,
  validationMessage: '',
  validatingCoupon: false,
  paymentUrl: '',
  paymentLinkLoading: false,
  paymentLinkError: false,
  paymentLinkMessage: '',
  freeTrial: 'idle',
  freeTrialMessage: '',
  couponEnrollment: 'idle',
  couponEnrollmentMessage: '',
  paid: false,
  couponRequestId: null,
  paymentLinkRequestId: null,
};

/** The learner bought or enrolled in this checkout: paid, or enrolled as a free trial or with a coupon. */
export const isCheckoutCompleted = (checkout: CheckoutState): boolean =>
  checkout.paid || checkout.freeTrial === 'enrolled' || checkout.couponEnrollment === 'enrolled';

interface RejectedAction {
  payload?: unknown;
  error: { message?: string };
}

/** The ApiError's message (the server's, or the call's fallback), else what the thunk itself reported. */
const errorMessageOf = (action: RejectedAction, fallback: string): string =>
  (action.payload as ApiError | undefined)?.message || action.error.message || fallback;

const {
  checkoutValidateCoupon: validateCoupon,
  checkoutCreatePaymentLink: createPaymentLink,
  checkoutEnrollFreeTrial: enrollFreeTrial,
  checkoutEnrollWithCoupon: enrollWithCoupon,
} = checkoutApi.endpoints;

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    /** A new checkout: everything from an earlier one is dropped. */
    startCheckout: (_state, action: PayloadAction<number | null>) => ({
      ...initialCheckoutState,
      courseId: action.payload,
    }),
    resetCoupon(state) {
      state.coupon = null;
      state.validationMessage = '';
      state.validatingCoupon = false;
      state.couponRequestId = null;
    },
    resetPaymentUrl(state) {
      state.paymentUrl = '';
      state.paymentLinkLoading = false;
      state.paymentLinkError = false;
      state.paymentLinkMessage = '';
      state.paymentLinkRequestId = null;
    },
    resetFreeTrial(state) {
      state.freeTrial = 'idle';
      state.freeTrialMessage = '';
    },
    resetCouponEnrollment(state) {
      state.couponEnrollment = 'idle';
      state.couponEnrollmentMessage = '';
    },
    resetCheckout: () => initialCheckoutState,
    paymentConfirmed(state) {
      state.paid = true;
    },
  },
  extraReducers: (builder) => {
    builder
      .addMatcher(validateCoupon.matchPending, (state, action) => {
        state.validatingCoupon = true;
        state.validationMessage = '';
        state.couponRequestId = action.meta.requestId;
      })
      .addMatcher(validateCoupon.matchFulfilled, (state, action) => {
        if (action.meta.requestId !== state.couponRequestId) return;
        state.validatingCoupon = false;
        const valid = action.payload.isValid;
        // A typo must not cost the learner the coupon already applied (newer than the spec's 'coupon cleared').
        if (valid) state.coupon = action.payload;
        state.validationMessage = valid ? checkoutMessages.couponValid : checkoutMessages.couponInvalid;
      })
      .addMatcher(validateCoupon.matchRejected, (state, action) => {
        if (action.meta.requestId !== state.couponRequestId) return;
        state.validatingCoupon = false;
        state.validationMessage = errorMessageOf(action, couponMessages.failed('FETCH_ERROR'));
      })
      .addMatcher(createPaymentLink.matchPending, (state, action) => {
        state.paymentUrl = '';
        state.paymentLinkLoading = true;
        state.paymentLinkError = false;
        state.paymentLinkMessage = '';
        state.paymentLinkRequestId = action.meta.requestId;
      })
      .addMatcher(createPaymentLink.matchFulfilled, (state, action) => {
        if (action.meta.requestId !== state.paymentLinkRequestId) return;
        state.paymentLinkLoading = false;
        state.paymentUrl = action.payload;
      })
      .addMatcher(createPaymentLink.matchRejected, (state, action) => {
        if (action.meta.requestId !== state.paymentLinkRequestId) return;
        state.paymentLinkLoading = false;
        state.paymentLinkError = true;
        state.paymentLinkMessage = errorMessageOf(action, 'An error occurred while generating payment link.');
      })
      .addMatcher(enrollFreeTrial.matchPending, (state) => {
        state.freeTrial = 'enrolling';
        state.freeTrialMessage = '';
      })
      .addMatcher(enrollFreeTrial.matchFulfilled, (state, action) => {
        state.freeTrial = action.payload.enrolled ? 'enrolled' : 'not-enrolled';
        if (!action.payload.enrolled) state.freeTrialMessage = 'Could not enroll in free trial.';
      })
      .addMatcher(enrollFreeTrial.matchRejected, (state, action) => {
        state.freeTrial = 'not-enrolled';
        state.freeTrialMessage = errorMessageOf(action, 'Could not enroll in free trial.');
      })
      .addMatcher(enrollWithCoupon.matchPending, (state) => {
        state.couponEnrollment = 'enrolling';
        state.couponEnrollmentMessage = '';
      })
      .addMatcher(enrollWithCoupon.matchFulfilled, (state, action) => {
        const { enrolled, isValid } = action.payload;
        state.couponEnrollment = enrolled ? 'enrolled' : 'not-enrolled';
        if (state.coupon) state.coupon.isValid = isValid;
        if (!isValid) {
          state.coupon = null;
          state.validationMessage = checkoutMessages.couponInvalid;
        }
        if (!enrolled) state.couponEnrollmentMessage = 'Could not enroll in course.';
      })
      .addMatcher(enrollWithCoupon.matchRejected, (state, action) => {
        state.couponEnrollment = 'not-enrolled';
        state.couponEnrollmentMessage = errorMessageOf(action, 'Could not enroll in course.');
      });
  },
  selectors: {
    selectCheckout: (state) => state,
    selectCheckoutCourseId: (state) => state.courseId,
    selectCoupon: (state) => state.coupon,
    selectPaymentUrl: (state) => state.paymentUrl,
  },
});

declare module 'shared-events' {
  // Declaration merging needs an interface; it adds the checkout slice to the store's RootState.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof checkoutSlice> {}
}

/** Injected when the remote loads; never restored from storage, so every app start has a fresh checkout. */
export const injectedCheckoutSlice = injectSlice(checkoutSlice, { persist: false });

export const {
  startCheckout,
  resetCoupon,
  resetPaymentUrl,
  resetFreeTrial,
  resetCouponEnrollment,
  resetCheckout,
  paymentConfirmed,
} = checkoutSlice.actions;

export const { selectCheckout, selectCheckoutCourseId, selectCoupon, selectPaymentUrl } =
  injectedCheckoutSlice.selectors;
