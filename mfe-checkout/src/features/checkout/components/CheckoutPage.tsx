import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  api,
  bus,
  selectEnrollments,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import type { PaymentMethod } from 'shared-events/contract';
import { Button, Card, ErrorText, PageContainer, Spinner, SuccessText, media } from 'shared-ui';
import {
  useCreatePaymentLinkMutation,
  useEnrollFreeTrialMutation,
  useEnrollWithCouponMutation,
  useValidateCouponMutation,
} from '../api/checkoutApi';
import { ensureAbandonedCartTracking } from '../model/abandonedCart';
import { emptyBilling, isBillingComplete, updateBilling, type Billing } from '../model/billing';
import { COUPON_PARAM, useCheckoutCourseId } from '../model/checkoutCourse';
import {
  paymentConfirmed,
  resetCoupon,
  resetPaymentUrl,
  selectCheckout,
  startCheckout,
} from '../model/checkoutSlice';
import { checkoutMessages } from '../model/messages';
import { orderSummary } from '../model/orderSummary';
import { buildPaymentLinkRequest } from '../model/paymentLinkRequest';
import { BillingForm } from './BillingForm';
import { CouponForm } from './CouponForm';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PaymentFrame } from './PaymentFrame';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/** The free-trial course: checking it out enrolls at once (spec §4). */
export const FREE_TRIAL_COURSE_ID = 1;
/** Spec §9: the thank-you redirect waits 500 ms after the payment frame reports success. */
export const THANK_YOU_DELAY_MS = 500;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  align-items: start;
  gap: ${({ theme }) => theme.space.xl};
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
  min-width: 0;
`;

const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Notice = styled.div`
  margin-block: ${({ theme }) => theme.space.lg};
`;

function useThankYouRedirect(courseId: number | null) {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(() => {
    if (courseId === null || timer.current !== undefined) return;
    dispatch(paymentConfirmed());
    dispatch(api.util.invalidateTags(['Enrollments']));
    bus.publish('checkout:payment-succeeded', { courseId });
    timer.current = setTimeout(() => navigate(`/thank-you?courseId=${courseId}`), THANK_YOU_DELAY_MS);
  }, [courseId, dispatch, navigate]);
}

/** /checkout?courseId=N[&coupon=CODE]: billing, payment method, order summary, coupon and the payment frame. */
export default function CheckoutPage() {
  const courseId = useCheckoutCourseId();
  const [params] = useSearchParams();
  const initialCoupon = params.get(COUPON_PARAM) ?? '';
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectUserInfo);
  const enrollments = useAppSelector(selectEnrollments);
  const checkout = useAppSelector(selectCheckout);
  const { supportEmail } = useRuntimeConfig().brand;
  const courses = useGetCoursesQuery();
  const course = courses.data?.find((candidate) => candidate.CourseID === courseId);

  const [validateCoupon] = useValidateCouponMutation();
  const [createPaymentLink] = useCreatePaymentLinkMutation();
  const [enrollFreeTrial] = useEnrollFreeTrialMutation();
  const [enrollWithCoupon] = useEnrollWithCouponMutation();

  const [billing, setBilling] = useState<Billing>(emptyBilling);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [linkAttempt, setLinkAttempt] = useState(0);
  // A checkout belongs to the course it was started for; nothing acts on state left from an earlier one.
  const [startedFor, setStartedFor] = useState<number | null | undefined>(undefined);
  const ready = startedFor === courseId && checkout.courseId === courseId && courseId !== null;

  useEffect(() => ensureAbandonedCartTracking(store), [store]);

  useEffect(() => {
    dispatch(startCheckout(courseId));
    setStartedFor(courseId);
  }, [dispatch, courseId]);

  const summary = useMemo(
    () => (course ? orderSummary(course, checkout.coupon, billing.country) : null),
    [course, checkout.coupon, billing.country],
  );
  const isFreeTrial = courseId === FREE_TRIAL_COURSE_ID;
  const alreadyEnrolled = !isFreeTrial && enrollments.some((enrollment) => enrollment.CourseID === courseId);
  const billingComplete = isBillingComplete(billing);
  const onPaid = useThankYouRedirect(courseId);

  // A coupon from the link (?coupon=CODE) is validated once the checkout has started.
  const couponFromLink = useRef<string | null>(null);
  useEffect(() => {
    const code = initialCoupon.trim();
    if (!ready || !user || !code || couponFromLink.current === code) return;
    couponFromLink.current = code;
    void validateCoupon(code);
  }, [ready, user, initialCoupon, validateCoupon]);

  // Course 1 is the free trial: enrolled at once, source 'unknown' (spec §4).
  const freeTrialRequested = useRef(false);
  useEffect(() => {
    if (!ready || !isFreeTrial || !user || freeTrialRequested.current) return;
    freeTrialRequested.current = true;
    void enrollFreeTrial({ UserID: user.userId, Source: 'unknown' });
  }, [ready, isFreeTrial, user, enrollFreeTrial]);

  // A coupon that brings any other course to 0 enrolls with the coupon, without a payment.
  const couponEnrollRequested = useRef<string | null>(null);
  const freeCouponCode = ready && !isFreeTrial && summary?.isFree ? (checkout.coupon?.coupon_code ?? null) : null;
  useEffect(() => {
    if (!freeCouponCode || !user || courseId === null || alreadyEnrolled) return;
    if (couponEnrollRequested.current === freeCouponCode) return;
    couponEnrollRequested.current = freeCouponCode;
    void enrollWithCoupon({ user_id: user.userId, coupon_code: freeCouponCode, course_id: courseId });
  }, [freeCouponCode, user, courseId, alreadyEnrolled, enrollWithCoupon]);

  useEffect(() => {
    if (!ready) return;
    if (checkout.freeTrial === 'enrolled') navigate(`/thank-you?courseId=${FREE_TRIAL_COURSE_ID}`);
    else if (checkout.couponEnrollment === 'enrolled' && courseId !== null) {
      const code = encodeURIComponent(couponEnrollRequested.current ?? '');
      navigate(`/thank-you?courseId=${courseId}&coupon_code=${code}`);
    }
  }, [ready, checkout.freeTrial, checkout.couponEnrollment, courseId, navigate]);

  // The payment link follows what prices the order: method, coupon and country (with the zip code), once the
  // required billing fields are filled. Any change of those asks for a new link; the latest request wins.
  const linkKey =
    ready && user && course && summary && method && billingComplete && !summary.isFree && !alreadyEnrolled
      ? JSON.stringify([courseId, method, checkout.coupon?.coupon_code ?? null, billing.country, billing.zipCode, linkAttempt])
      : null;
  const linkInputs = useRef({ user, course, billing, method, coupon: checkout.coupon, summary });
  linkInputs.current = { user, course, billing, method, coupon: checkout.coupon, summary };
  const requestedKey = useRef<string | null>(null);
  useEffect(() => {
    if (linkKey === requestedKey.current) return;
    requestedKey.current = linkKey;
    if (linkKey === null) {
      dispatch(resetPaymentUrl());
      return;
    }
    const inputs = linkInputs.current;
    if (!inputs.user || !inputs.course || !inputs.method || !inputs.summary) return;
    void createPaymentLink(
      buildPaymentLinkRequest({
        user: inputs.user,
        course: inputs.course,
        billing: inputs.billing,
        method: inputs.method,
        coupon: inputs.coupon,
        summary: inputs.summary,
      }),
    );
  }, [linkKey, dispatch, createPaymentLink]);

  if (!user) {
    return (
      <PageContainer $size="narrow">
        <h1>Checkout</h1>
        <Notice>
          <ErrorText>{checkoutMessages.signInRequired}</ErrorText>
        </Notice>
        <Button onClick={() => bus.publish('auth:sign-in-requested', {})}>Sign In</Button>
      </PageContainer>
    );
  }

  if (courseId === null) {
    return (
      <PageContainer $size="narrow">
        <h1>Checkout</h1>
        <Notice>
          <p>No course is selected for checkout.</p>
        </Notice>
        <Button as={Link} to="/courses">
          Browse courses
        </Button>
      </PageContainer>
    );
  }

  if (courses.isLoading) {
    return (
      <PageContainer>
        <h1>Checkout</h1>
        <Spinner label="Loading your order" />
      </PageContainer>
    );
  }

  if (!course || !summary) {
    return (
      <PageContainer $size="narrow">
        <h1>Checkout</h1>
        <Notice>
          <ErrorText>{checkoutMessages.courseMissing}</ErrorText>
        </Notice>
        <Button as={Link} to="/courses">
          Browse courses
        </Button>
      </PageContainer>
    );
  }

  if (isFreeTrial) {
    return (
      <PageContainer $size="narrow">
        <h1>Checkout</h1>
        {checkout.freeTrial === 'not-enrolled' ? (
          <Notice>
            <ErrorText>{checkout.freeTrialMessage}</ErrorText>
            <Button
              onClick={() => void enrollFreeTrial({ UserID: user.userId, Source: 'unknown' })}
              variant="secondary"
            >
              Try again
            </Button>
          </Notice>
        ) : (
          <Spinner label={`Enrolling you in ${course.CourseName}`} />
        )}
      </PageContainer>
    );
  }

  if (alreadyEnrolled) {
    return (
      <PageContainer $size="narrow">
        <h1>Checkout</h1>
        <Notice>
          <p>You are already enrolled in {course.CourseName}.</p>
        </Notice>
        <Button as={Link} to={`/course/${course.CourseLink}`}>
          Go to course
        </Button>
      </PageContainer>
    );
  }

  const showBillingPrompt = method !== null && !billingComplete;

  return (
    <PageContainer>
      <h1>Checkout</h1>
      <Layout>
        <Column>
          <BillingForm
            billing={billing}
            onChange={(field, value) => setBilling((current) => updateBilling(current, field, value))}
          />
          {summary.isFree ? (
            <section aria-labelledby="checkout-free">
              <SectionTitle id="checkout-free">Payment</SectionTitle>
              {checkout.couponEnrollment === 'not-enrolled' ? (
                <ErrorText>{checkout.couponEnrollmentMessage}</ErrorText>
              ) : (
                <Spinner label="Your coupon makes this course free. Enrolling you now" />
              )}
            </section>
          ) : (
            <Column aria-busy={checkout.paymentLinkLoading}>
              <PaymentMethodChoice
                value={method}
                onChange={setMethod}
                describedBy={showBillingPrompt ? 'checkout-billing-prompt' : undefined}
              />
              {showBillingPrompt && (
                <ErrorText id="checkout-billing-prompt">{checkoutMessages.billingMissing}</ErrorText>
              )}
              {checkout.paymentLinkLoading && <Spinner label="Preparing your secure payment" />}
              {checkout.paymentLinkError && (
                <Notice role="alert">
                  <p>
                    {checkoutMessages.secureConnection}{' '}
                    <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                  </p>
                  <p>{checkout.paymentLinkMessage}</p>
                  <Button variant="secondary" onClick={() => setLinkAttempt((attempt) => attempt + 1)}>
                    Try again
                  </Button>
                </Notice>
              )}
              {checkout.paid && <SuccessText>Payment received. Taking you to your course…</SuccessText>}
              {checkout.paymentUrl && !checkout.paid && <PaymentFrame url={checkout.paymentUrl} onPaid={onPaid} />}
            </Column>
          )}
        </Column>
        <Column>
          <Card as="section" aria-labelledby="checkout-summary">
            <SectionTitle id="checkout-summary">Order Summary</SectionTitle>
            <OrderSummaryCard course={course} summary={summary} couponCode={checkout.coupon?.coupon_code} />
          </Card>
          <Card as="section" aria-labelledby="checkout-coupon">
            <SectionTitle id="checkout-coupon">Have a coupon?</SectionTitle>
            <CouponForm
              initialCode={initialCoupon}
              appliedCode={checkout.coupon?.coupon_code ?? null}
              validating={checkout.validatingCoupon}
              message={checkout.validationMessage}
              onApply={(code) => void validateCoupon(code)}
              onRemove={() => dispatch(resetCoupon())}
            />
          </Card>
          <p>
            Changed your mind? <Link to="/cancel-enrollment">Cancel enrollment</Link>
          </p>
        </Column>
      </Layout>
    </PageContainer>
  );
}
