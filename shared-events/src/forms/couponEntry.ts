import { validateCouponRequest } from 'shared-contract';

/**
 * A typed coupon code as the contract's validateCouponRequest takes it: the trimmed code to check, or why it is
 * not sent. A blank entry is never sent (spec); one the request refuses (longer than any code can be) could
 * never be valid, so the course page and checkout say 'Coupon is not valid.' without asking the API.
 */
export type CouponEntry = { code: string } | { problem: 'blank' | 'refused' };

export function couponEntry(input: string): CouponEntry {
  const parsed = validateCouponRequest.safeParse({ coupon_code: input });
  if (parsed.success) return { code: parsed.data.coupon_code };
  return { problem: input.trim() ? 'refused' : 'blank' };
}
