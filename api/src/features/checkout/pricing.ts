import type { Coupon } from './coupons';
import { taxRateFor } from './taxRates';

/** Money in the course currency, to the cent. */
export const roundMoney = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

export interface PricedCourse {
  price: number;
  offer_price: number | null;
}

export interface Quote {
  /** The offer price when there is one, else the list price. */
  price: number;
  discount: number;
  /** price − discount, never below 0 */
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
}

/** The course's price after the coupon, before tax (spec: subtotal = offer price minus coupon). */
export function subtotalOf(
  course: PricedCourse,
  coupon?: Coupon,
): { price: number; discount: number; subtotal: number } {
  const price = Number(course.offer_price ?? course.price);
  const raw = !coupon
    ? 0
    : coupon.discountType === '%'
      ? (price * coupon.discountAmount) / 100
      : coupon.discountAmount;
  const discount = roundMoney(Math.min(price, Math.max(0, raw)));
  return { price, discount, subtotal: roundMoney(price - discount) };
}

/** What the server charges: subtotal plus the billing country's tax, to two decimals. */
export function quote(course: PricedCourse, coupon: Coupon | undefined, country: string): Quote {
  const { price, discount, subtotal } = subtotalOf(course, coupon);
  const taxRate = taxRateFor(country);
  const tax = roundMoney(subtotal * taxRate);
  return { price, discount, subtotal, taxRate, tax, total: roundMoney(subtotal + tax) };
}
