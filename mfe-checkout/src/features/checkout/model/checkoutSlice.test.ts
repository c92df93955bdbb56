import { configureApi, createAppStore, createMemoryStorage } from 'shared-events';
import {
  apiFailure as failure,
  apiHandler,
  apiSequence,
  networkFailure,
  persistedState,
  sentRequests,
  server,
  waitForRehydration,
} from 'shared-events/testing';
import { checkoutApi } from '../api/checkoutApi';
import {
  initialCheckoutState,
  resetCheckout,
  resetCoupon,
  resetCouponEnrollment,
  resetFreeTrial,
  resetPaymentUrl,
  selectCheckout,
  startCheckout,
} from './checkoutSlice';

const PY30NOW = { coupon_code: 'PY30NOW', discount_type: '%', discount_amount: 30, isValid: true } as const;

function setup() {
  configureApi({ baseUrl: 'http://api.test/dev', getAccessToken: () => 'token' });
  const { store } = createAppStore({ storage: createMemoryStorage() });
  const checkout = () => selectCheckout(store.getState());
  return { store, checkout };
}

const paymentLinkRequest = {
  UserId: 'u-1',
  CourseId: 5,
  CourseName: 'Masterclass',
  CourseDescription: 'All of Python',
  CourseImage: 'https://example.test/c.png',
  Amount: 49,
  PaymentMethod: 'Credit/Debit Card',
  CouponCode: null,
  UserEmail: 'ada@example.com',
  Name: 'Ada',
  Country: 'US',
  ZipCode: null,
  AddressLine1: '1 Main St',
  AddressLine2: null,
  City: 'Springfield',
  State: null,
  OfferPrice: 49,
  InitialPrice: 99,
  VAT: 0,
  VATPrice: 0,
} as const;

describe('coupon validation', () => {
  it('keeps a valid coupon with "Coupon is valid!"', async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('validateCoupon', PY30NOW));
    const pending = store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('PY30NOW'));
    expect(checkout().validatingCoupon).toBe(true);
    await pending;
    expect(sentRequests()[0]?.body).toEqual({ coupon_code: 'PY30NOW' });
    expect(checkout()).toMatchObject({
      coupon: PY30NOW,
      validationMessage: 'Coupon is valid!',
      validatingCoupon: false,
    });
  });

  it('says "Coupon is not valid." and keeps the coupon already applied when a new code is not valid', async () => {
    const { store, checkout } = setup();
    server.use(
      ...apiSequence('validateCoupon', PY30NOW, {
        coupon_code: 'NOPE',
        discount_type: null,
        discount_amount: null,
        isValid: false,
      }),
    );
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('PY30NOW'));
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('NOPE'));
    expect(checkout()).toMatchObject({ coupon: PY30NOW, validationMessage: 'Coupon is not valid.' });
  });

  it("shows the server's message when validation fails", async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('validateCoupon', failure(429, 'Too many attempts, try again in a minute')));
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('PY30NOW'));
    expect(checkout().validationMessage).toBe('Too many attempts, try again in a minute');
  });

  it('falls back to the fixed texts when the server gives no message or no answer', async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('validateCoupon', failure(500), networkFailure()));
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('A'));
    expect(checkout().validationMessage).toBe('Could not validate coupon.');
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('B'));
    expect(checkout().validationMessage).toBe('An error occurred during coupon validation.');
  });
});

describe('payment link', () => {
  it('stores the payment url', async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('createPaymentLink', { paymentUrl: 'http://pay.test/1' }));
    const pending = store.dispatch(
      checkoutApi.endpoints.checkoutCreatePaymentLink.initiate(paymentLinkRequest),
    );
    expect(checkout().paymentLinkLoading).toBe(true);
    await pending;
    expect(checkout()).toMatchObject({
      paymentUrl: 'http://pay.test/1',
      paymentLinkLoading: false,
      paymentLinkError: false,
    });
  });

  it("records the failure with the server's message or the fallback", async () => {
    const { store, checkout } = setup();
    server.use(
      ...apiSequence('createPaymentLink', failure(409, 'You are already enrolled in course 5'), failure(502)),
    );
    await store.dispatch(checkoutApi.endpoints.checkoutCreatePaymentLink.initiate(paymentLinkRequest));
    expect(checkout()).toMatchObject({
      paymentLinkError: true,
      paymentLinkMessage: 'You are already enrolled in course 5',
    });
    await store.dispatch(checkoutApi.endpoints.checkoutCreatePaymentLink.initiate(paymentLinkRequest));
    expect(checkout().paymentLinkMessage).toBe('Could not generate payment link.');
  });

  it('ignores the answer to a link request that a newer request replaced', async () => {
    const { store, checkout } = setup();
    let answerFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (answerFirst = resolve));
    server.use(
      apiHandler('createPaymentLink', async ({ count }) => {
        if (count > 0) return { paymentUrl: 'http://pay.test/new' };
        await first;
        return { paymentUrl: 'http://pay.test/old' };
      }),
    );
    const older = store.dispatch(
      checkoutApi.endpoints.checkoutCreatePaymentLink.initiate(paymentLinkRequest),
    );
    await store.dispatch(
      checkoutApi.endpoints.checkoutCreatePaymentLink.initiate({
        ...paymentLinkRequest,
        CouponCode: 'PY30NOW',
      }),
    );
    answerFirst();
    await older;
    expect(checkout().paymentUrl).toBe('http://pay.test/new');
  });
});

describe('enrolments', () => {
  it('marks the free trial enrolled, or not enrolled with the message', async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('enrollFreeTrial', { enrolled: true, CourseID: 1 }, failure(401)));
    const pending = store.dispatch(
      checkoutApi.endpoints.checkoutEnrollFreeTrial.initiate({ UserID: 'u-1', Source: 'unknown' }),
    );
    expect(checkout().freeTrial).toBe('enrolling');
    await pending;
    expect(checkout().freeTrial).toBe('enrolled');
    await store.dispatch(
      checkoutApi.endpoints.checkoutEnrollFreeTrial.initiate({ UserID: 'u-1', Source: 'unknown' }),
    );
    expect(checkout()).toMatchObject({
      freeTrial: 'not-enrolled',
      freeTrialMessage: 'Could not enroll in free trial.',
    });
  });

  it('uses the enrolled flag of a coupon enrolment and updates the coupon validity', async () => {
    const { store, checkout } = setup();
    server.use(
      ...apiSequence('validateCoupon', PY30NOW),
      ...apiSequence(
        'enrollWithCoupon',
        { enrolled: false, isValid: false },
        failure(500, 'Database unavailable'),
      ),
    );
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('PY30NOW'));
    const request = { user_id: 'u-1', coupon_code: 'PY30NOW', course_id: 5 };
    await store.dispatch(checkoutApi.endpoints.checkoutEnrollWithCoupon.initiate(request));
    expect(checkout()).toMatchObject({
      couponEnrollment: 'not-enrolled',
      coupon: null,
      validationMessage: 'Coupon is not valid.',
    });
    await store.dispatch(checkoutApi.endpoints.checkoutEnrollWithCoupon.initiate(request));
    expect(checkout().couponEnrollmentMessage).toBe('Database unavailable');
  });

  it('marks a coupon enrolment enrolled', async () => {
    const { store, checkout } = setup();
    server.use(...apiSequence('enrollWithCoupon', { enrolled: true, isValid: true }));
    await store.dispatch(
      checkoutApi.endpoints.checkoutEnrollWithCoupon.initiate({
        user_id: 'u-1',
        coupon_code: 'FREE100',
        course_id: 5,
      }),
    );
    expect(checkout().couponEnrollment).toBe('enrolled');
  });
});

describe('reset actions', () => {
  it('reset the coupon, the payment url, the enrolment flags and the whole checkout', async () => {
    const { store, checkout } = setup();
    server.use(
      ...apiSequence('validateCoupon', PY30NOW),
      ...apiSequence('createPaymentLink', { paymentUrl: 'http://pay.test/1' }),
      ...apiSequence('enrollFreeTrial', { enrolled: true, CourseID: 1 }),
      ...apiSequence('enrollWithCoupon', { enrolled: true, isValid: true }),
    );
    store.dispatch(startCheckout(5));
    await store.dispatch(checkoutApi.endpoints.checkoutValidateCoupon.initiate('PY30NOW'));
    await store.dispatch(checkoutApi.endpoints.checkoutCreatePaymentLink.initiate(paymentLinkRequest));
    await store.dispatch(
      checkoutApi.endpoints.checkoutEnrollFreeTrial.initiate({ UserID: 'u-1', Source: 'unknown' }),
    );
    await store.dispatch(
      checkoutApi.endpoints.checkoutEnrollWithCoupon.initiate({
        user_id: 'u-1',
        coupon_code: 'PY30NOW',
        course_id: 5,
      }),
    );

    store.dispatch(resetCoupon());
    expect(checkout()).toMatchObject({ coupon: null, validationMessage: '' });
    store.dispatch(resetPaymentUrl());
    expect(checkout().paymentUrl).toBe('');
    store.dispatch(resetFreeTrial());
    expect(checkout().freeTrial).toBe('idle');
    store.dispatch(resetCouponEnrollment());
    expect(checkout().couponEnrollment).toBe('idle');
    expect(checkout().courseId).toBe(5);
    store.dispatch(resetCheckout());
    expect(checkout()).toEqual(initialCheckoutState);
  });

  it('starts every app with an empty checkout, whatever was stored before', async () => {
    const storage = createMemoryStorage(
      persistedState({ checkout: { ...initialCheckoutState, courseId: 5 } }),
    );
    const { store, persistor } = createAppStore({ storage });
    await waitForRehydration(persistor);
    expect(selectCheckout(store.getState())).toEqual(initialCheckoutState);
  });
});
