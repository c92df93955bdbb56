import { useEffect, useRef } from 'react';
import { useAppDispatch, type UserInfo } from 'shared-events';
import type { Coupon, Course, PaymentMethod } from 'shared-contract';
import { useCheckoutCreatePaymentLinkMutation } from '../api/checkoutApi';
import { isBillingComplete, type Billing } from './billing';
import { resetPaymentUrl } from './checkoutSlice';
import type { OrderSummary } from './orderSummary';
import { buildPaymentLinkRequest } from './paymentLinkRequest';

export interface PaymentLinkInputs {
  /** False while nothing may be requested (checkout not started, course owned, order free). */
  enabled: boolean;
  user: UserInfo | null;
  course: Course | undefined;
  summary: OrderSummary | null;
  billing: Billing;
  method: PaymentMethod | null;
  coupon: Coupon | null;
  /** Bumped by Try again to ask for a new link with the same inputs. */
  attempt: number;
}

/**
 * Requests the payment link once a method is chosen and the required billing fields are filled, and again
 * whenever what prices the order changes: method, coupon, country (with the zip code). Typing in the other
 * address fields does not ask again. Without the inputs, the link is dropped.
 */
export function usePaymentLink(inputs: PaymentLinkInputs): void {
  const dispatch = useAppDispatch();
  const [createPaymentLink] = useCheckoutCreatePaymentLinkMutation();
  const { enabled, user, course, summary, billing, method, coupon, attempt } = inputs;

  const key =
    enabled && user && course && summary && method && isBillingComplete(billing)
      ? JSON.stringify([
          course.CourseID,
          method,
          coupon?.coupon_code ?? null,
          billing.country,
          billing.zipCode,
          attempt,
        ])
      : null;

  const latest = useRef(inputs);
  latest.current = inputs;
  const requested = useRef<string | null>(null);

  useEffect(() => {
    if (key === requested.current) return;
    requested.current = key;
    const current = latest.current;
    if (key === null || !current.user || !current.course || !current.summary || !current.method) {
      dispatch(resetPaymentUrl());
      return;
    }
    void createPaymentLink(
      buildPaymentLinkRequest({
        user: current.user,
        course: current.course,
        billing: current.billing,
        method: current.method,
        coupon: current.coupon,
        summary: current.summary,
      }),
    );
  }, [key, dispatch, createPaymentLink]);
}
