import type { Coupon, Course, PaymentMethod, RequestOf } from 'shared-contract';
import type { UserInfo } from 'shared-platform';
import { hasZipCode, type Billing } from './billing';
import type { OrderSummary } from './orderSummary';

export const DESCRIPTION_LIMIT = 140;

/** The course description as the payment provider shows it: at most 140 characters, then an ellipsis. */
export function truncateDescription(text: string, limit = DESCRIPTION_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit)}...` : text;
}

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

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
    Country: billing.country,
    ZipCode: hasZipCode(billing.country) ? orNull(billing.zipCode) : null,
    AddressLine1: billing.addressLine1.trim(),
    AddressLine2: orNull(billing.addressLine2),
    City: billing.city.trim(),
    State: orNull(billing.state),
    OfferPrice: course.OfferPrice,
    InitialPrice: course.Price,
    VAT: summary.taxRate,
    VATPrice: summary.tax,
  };
}
