import type { Coupon, Course, PaymentMethod, RequestOf } from 'shared-contract';
import type { UserInfo } from 'shared-events';
import { billingRequestFields, type Billing } from './billing';
import type { OrderSummary } from './orderSummary';

export const DESCRIPTION_LIMIT = 140;

/** The course description as the payment provider shows it: at most 140 characters, then an ellipsis. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

/** The payment link request of spec §3. The server reprices the order; these figures are what the learner saw. */
export function buildPaymentLinkRequest({
  user,
  course,
  billing,
  method,
  coupon,
  summary,
}: {
  user: UserInfo;
  course: Course;
  billing: Billing;
  method: PaymentMethod;
  coupon: Coupon | null;
  summary: OrderSummary;
}): RequestOf<'createPaymentLink'> {
  return {
    UserId: user.userId,
    CourseId: course.CourseID,
    CourseName: course.CourseName,
    CourseDescription: truncateDescription(course.CourseDescription),
    CourseImage: course.CourseImage,
    Amount: summary.total,
    PaymentMethod: method,
    CouponCode: coupon?.coupon_code ?? null,
    UserEmail: user.attributes.email,
    Name: billing.fullName.trim() || user.attributes.name,
    ...billingRequestFields(billing),
    OfferPrice: course.OfferPrice,
    InitialPrice: course.Price,
    VAT: summary.taxRate,
    VATPrice: summary.tax,
  };
}
