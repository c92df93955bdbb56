import type { Coupon, Course } from 'shared-contract';
import { formatUsd } from 'shared-events';

/**
 * Sales tax by billing country (ISO 3166-1 alpha-2). The spec's one known rule is 17% for Israel; every
 * other country pays none. The server keeps the same table and charges its own figure, never this one.
 */
export const TAX_RATES: Readonly<Record<string, number>> = { IL: 0.17 };

export function taxRateFor(country: string): number {
  return TAX_RATES[country.toUpperCase()] ?? 0;
}

/** Money to the cent; the epsilon keeps 1.005 from rounding down through binary floating point. */
export const roundMoney = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

export interface OrderSummary {
  /** The list price (shown struck through when an offer price applies). */
  listPrice: number;
  /** The offer price when the course has one, else the list price. */
  offerPrice: number;
  /** What the coupon takes off, never more than the offer price. */
  discount: number;
  /** How the coupon is described: '30%' or the fixed amount; null without a valid coupon. */
  discountLabel: { type: '%'; percent: number } | { type: 'fixed'; amount: number } | null;
  subtotal: number;
  taxRate: number;
  tax: number;
  total: number;
  /** The discount brings the price to 0 or below: the summary reads 'Free'. */
  isFree: boolean;
}

/**
 * The order summary of the spec: subtotal = offer price minus the coupon (percent or fixed), total =
 * subtotal plus the country's tax, two decimals, and 'Free' when the discount brings the price to 0 or below.
 */
export function orderSummary(
  course: Pick<Course, 'Price' | 'OfferPrice'>,
  coupon: Coupon | null,
  country: string,
): OrderSummary {
  const offerPrice = course.OfferPrice ?? course.Price;
  const valid =
    coupon?.isValid && coupon.discount_type !== null && coupon.discount_amount !== null ? coupon : null;
  let rawDiscount = 0;
  let discountLabel: OrderSummary['discountLabel'] = null;
  if (valid?.discount_type === '%') {
    rawDiscount = (offerPrice * (valid.discount_amount ?? 0)) / 100;
    discountLabel = { type: '%', percent: valid.discount_amount ?? 0 };
  } else if (valid?.discount_type === 'fixed') {
    rawDiscount = valid.discount_amount ?? 0;
    discountLabel = { type: 'fixed', amount: valid.discount_amount ?? 0 };
  }
  const unclamped = roundMoney(offerPrice - rawDiscount);
  const isFree = unclamped <= 0;
  // An over-discount makes the course free, not a refund: nothing below 0 is taxed or shown.
  const subtotal = Math.max(0, unclamped);
  const discount = roundMoney(offerPrice - subtotal);
  const taxRate = taxRateFor(country);
  const tax = roundMoney(subtotal * taxRate);
  return {
    listPrice: course.Price,
    offerPrice,
    discount,
    discountLabel,
    subtotal,
    taxRate,
    tax,
    total: roundMoney(subtotal + tax),
    isFree,
  };
}

/** Two decimals in the course currency, e.g. $49.00. */
export const formatMoney = (amount: number): string => formatUsd(amount);

/** A price line: 'Free' at 0 or below, the amount otherwise. */
export const formatPriceOrFree = (amount: number): string => (amount <= 0 ? 'Free' : formatMoney(amount));
