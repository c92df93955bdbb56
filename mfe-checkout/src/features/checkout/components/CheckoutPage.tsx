import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  bus,
  isChildProfileActive,
  selectEnrollments,
  selectUserInfo,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  useGetCoursesQuery,
  useRuntimeConfig,
} from 'shared-events';
import type { PaymentMethod } from 'shared-contract';
import { AskAParent, Button, Card, ErrorText, PageContainer, Spinner, SuccessText } from 'shared-ui';
import { useCheckoutValidateCouponMutation } from '../api/checkoutApi';
import { ensureAbandonedCartTracking } from '../model/abandonedCart';
import { emptyBilling, isBillingComplete, updateBilling, type Billing } from '../model/billing';
import { COUPON_PARAM, useCheckoutCourseId } from '../model/checkoutCourse';
import { FREE_TRIAL_COURSE_ID } from '../model/checkoutRules';
import { isCheckoutCompleted, resetCoupon, selectCheckout, startCheckout } from '../model/checkoutSlice';
import { checkoutMessages } from '../model/messages';
import { orderSummary } from '../model/orderSummary';
import { useEnrollmentWithoutPayment } from '../model/useEnrollmentWithoutPayment';
import { usePaymentLink } from '../model/usePaymentLink';
import { usePaymentSucceeded } from '../model/usePaymentSucceeded';
import { BillingForm } from './BillingForm';
import { CheckoutNotice } from './CheckoutNotice';
import { Column, FamilyNote, Layout, LinkFailure, SectionTitle } from './CheckoutPage.styles';
import { CouponForm } from './CouponForm';
import { OrderSummaryCard } from './OrderSummaryCard';
import { PaymentFrame } from './PaymentFrame';
import { PaymentMethodChoice } from './PaymentMethodChoice';

/**
 * /checkout for the parent: buying is the parent's, so a child profile is asked to fetch a parent, except for
 * the free trial, which each child profile starts for themselves.
 */
export default function CheckoutPage() {
  const courseId = useCheckoutCourseId();
  const childActive = useAppSelector(isChildProfileActive);
  if (childActive && courseId !== FREE_TRIAL_COURSE_ID)
    return <AskAParent onAskParent={() => bus.publish('family:parent-requested', {})} />;
  return <Checkout courseId={courseId} />;
}

/** /checkout?courseId=N[&coupon=CODE]: billing, payment method, order summary, coupon and the payment frame. */
function Checkout({ courseId }: { courseId: number | null }) {
  const [params] = useSearchParams();
  const initialCoupon = params.get(COUPON_PARAM)?.trim() ?? '';
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const user = useAppSelector(selectUserInfo);
  const enrollments = useAppSelector(selectEnrollments);
  const checkout = useAppSelector(selectCheckout);
  const { supportEmail } = useRuntimeConfig().brand;
  const courses = useGetCoursesQuery();
  const course = courses.data?.find((candidate) => candidate.CourseID === courseId);
  const [validateCoupon] = useCheckoutValidateCouponMutation();

  const [billing, setBilling] = useState<Billing>(emptyBilling);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [linkAttempt, setLinkAttempt] = useState(0);
  // A checkout belongs to the course it was started for; nothing acts on state left from an earlier one.
  const [startedFor, setStartedFor] = useState<number | null | undefined>(undefined);
  const ready = courseId !== null && startedFor === courseId && checkout.courseId === courseId;

  useEffect(() => ensureAbandonedCartTracking(store), [store]);
  useEffect(() => {
    dispatch(startCheckout(courseId));
    setStartedFor(courseId);
  }, [dispatch, courseId]);

  // A coupon in the link (?coupon=CODE) is validated as soon as the checkout has started.
  const validatedFromLink = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !user || !initialCoupon || validatedFromLink.current === initialCoupon) return;
    validatedFromLink.current = initialCoupon;
    void validateCoupon(initialCoupon);
  }, [ready, user, initialCoupon, validateCoupon]);

  const summary = useMemo(
    () => (course ? orderSummary(course, checkout.coupon, billing.country) : null),
    [course, checkout.coupon, billing.country],
  );
  const isFreeTrial = courseId === FREE_TRIAL_COURSE_ID;
  // Enrolments refresh once this checkout enrolls: the course it just sold is not one they already owned.
  const alreadyEnrolled =
    !isFreeTrial &&
    !isCheckoutCompleted(checkout) &&
    enrollments.some((enrollment) => enrollment.CourseID === courseId);
  const isFree = summary?.isFree ?? false;

  const { retryFreeTrial, retryCouponEnrollment } = useEnrollmentWithoutPayment({
    ready,
    courseId,
    user,
    checkout,
    isFree,
    alreadyEnrolled,
  });
  usePaymentLink({
    enabled: ready && !isFreeTrial && !isFree && !alreadyEnrolled,
    user,
    course,
    summary,
    billing,
    method,
    coupon: checkout.coupon,
    attempt: linkAttempt,
  });
  const onPaid = usePaymentSucceeded(courseId);

  if (!user) {
    return (
      <CheckoutNotice>
        <ErrorText>{checkoutMessages.signInRequired}</ErrorText>
        <Button onClick={() => bus.publish('auth:sign-in-requested', {})}>Sign In</Button>
      </CheckoutNotice>
    );
  }
  if (courseId === null) {
    return (
      <CheckoutNotice>
        <p>No course is selected for checkout.</p>
        <Button as={Link} to="/courses">
          Browse courses
        </Button>
      </CheckoutNotice>
    );
  }
  if (courses.isLoading) {
    return (
      <CheckoutNotice>
        <Spinner label="Loading your order" />
      </CheckoutNotice>
    );
  }
  if (!course || !summary) {
    return (
      <CheckoutNotice>
        <ErrorText>{checkoutMessages.courseMissing}</ErrorText>
        <Button as={Link} to="/courses">
          Browse courses
        </Button>
      </CheckoutNotice>
    );
  }
  if (isFreeTrial) {
    return (
      <CheckoutNotice>
        {checkout.freeTrial === 'not-enrolled' ? (
          <>
            <ErrorText>{checkout.freeTrialMessage}</ErrorText>
            <Button variant="secondary" onClick={retryFreeTrial}>
              Try again
            </Button>
          </>
        ) : (
          <Spinner label={`Enrolling you in ${course.CourseName}`} />
        )}
      </CheckoutNotice>
    );
  }
  if (alreadyEnrolled) {
    return (
      <CheckoutNotice>
        <p>You are already enrolled in {course.CourseName}.</p>
        <Button as={Link} to={`/course/${course.CourseLink}`}>
          Go to course
        </Button>
      </CheckoutNotice>
    );
  }

  const showBillingPrompt = method !== null && !isBillingComplete(billing);

  return (
    <PageContainer>
      <h1>Checkout</h1>
      <Layout>
        <Column>
          <BillingForm
            billing={billing}
            onChange={(field, value) => setBilling((current) => updateBilling(current, field, value))}
          />
          {isFree ? (
            checkout.couponEnrollment === 'not-enrolled' ? (
              <>
                <ErrorText>{checkout.couponEnrollmentMessage}</ErrorText>
                <Button variant="secondary" onClick={retryCouponEnrollment}>
                  Try again
                </Button>
              </>
            ) : (
              <Spinner label="Your coupon makes this course free. Enrolling you now" />
            )
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
                <LinkFailure role="alert">
                  <p>
                    {checkoutMessages.secureConnection} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
                  </p>
                  <p>{checkout.paymentLinkMessage}</p>
                </LinkFailure>
              )}
              {checkout.paymentLinkError && (
                <Button variant="secondary" onClick={() => setLinkAttempt((attempt) => attempt + 1)}>
                  Try again
                </Button>
              )}
              {checkout.paid && <SuccessText>Payment received. Taking you to your course…</SuccessText>}
              {checkout.paymentUrl && !checkout.paid && (
                <PaymentFrame url={checkout.paymentUrl} onPaid={onPaid} />
              )}
            </Column>
          )}
        </Column>
        <Column>
          <Card as="section" aria-labelledby="checkout-summary">
            <SectionTitle id="checkout-summary">Order Summary</SectionTitle>
            <OrderSummaryCard course={course} summary={summary} couponCode={checkout.coupon?.coupon_code} />
            <FamilyNote>{checkoutMessages.familyUse}</FamilyNote>
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
