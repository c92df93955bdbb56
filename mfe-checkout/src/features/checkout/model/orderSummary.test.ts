import type { Coupon } from 'shared-contract';
import { formatMoney, formatPriceOrFree, orderSummary, roundMoney, taxRateFor } from './orderSummary';

const course = { Price: 99, OfferPrice: 49 };
const percent = (amount: number): Coupon => ({
  coupon_code: 'P',
  discount_type: '%',
  discount_amount: amount,
  isValid: true,
});
const fixed = (amount: number): Coupon => ({
  coupon_code: 'F',
  discount_type: 'fixed',
  discount_amount: amount,
  isValid: true,
});

describe('orderSummary', () => {
  it('starts from the offer price, without a coupon and without tax outside Israel', () => {
    expect(orderSummary(course, null, 'US')).toEqual({
      listPrice: 99,
      offerPrice: 49,
      discount: 0,
      discountLabel: null,
      subtotal: 49,
      taxRate: 0,
      tax: 0,
      total: 49,
      isFree: false,
    });
  });

  it('uses the list price when the course has no offer price', () => {
    expect(orderSummary({ Price: 80, OfferPrice: null }, null, 'DE').subtotal).toBe(80);
  });

  it('takes a percent coupon off the offer price', () => {
    const summary = orderSummary(course, percent(30), 'US');
    expect(summary.discount).toBe(14.7);
    expect(summary.discountLabel).toEqual({ type: '%', percent: 30 });
    expect(summary.subtotal).toBe(34.3);
    expect(summary.total).toBe(34.3);
  });

  it('takes a fixed coupon off the offer price', () => {
    const summary = orderSummary(course, fixed(10), 'US');
    expect(summary.discountLabel).toEqual({ type: 'fixed', amount: 10 });
    expect(summary.subtotal).toBe(39);
    expect(summary.isFree).toBe(false);
  });

  it('makes the course free, never negative, when the discount is larger than the price', () => {
    const summary = orderSummary(course, fixed(60), 'IL');
    expect(summary).toMatchObject({ discount: 49, subtotal: 0, tax: 0, total: 0, isFree: true });
  });

  it('is free at exactly 100% off', () => {
    expect(orderSummary(course, percent(100), 'US')).toMatchObject({ subtotal: 0, total: 0, isFree: true });
  });

  it('adds 17% tax for Israel on the subtotal after the coupon', () => {
    const summary = orderSummary(course, percent(30), 'IL');
    expect(summary.taxRate).toBe(0.17);
    expect(summary.tax).toBe(5.83);
    expect(summary.total).toBe(40.13);
  });

  it('rounds every figure to two decimals', () => {
    const summary = orderSummary({ Price: 19.99, OfferPrice: null }, percent(33), 'IL');
    expect(summary.discount).toBe(6.6);
    expect(summary.subtotal).toBe(13.39);
    expect(summary.tax).toBe(2.28);
    expect(summary.total).toBe(15.67);
  });

  it('ignores a coupon that is not valid', () => {
    const invalid: Coupon = { coupon_code: 'X', discount_type: null, discount_amount: null, isValid: false };
    expect(orderSummary(course, invalid, 'US')).toMatchObject({
      discount: 0,
      discountLabel: null,
      total: 49,
    });
  });
});

describe('money helpers', () => {
  it('rounds half up to the cent', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.675)).toBe(2.68);
  });

  it('knows the Israeli rate whatever the case and none elsewhere', () => {
    expect(taxRateFor('il')).toBe(0.17);
    expect(taxRateFor('FR')).toBe(0);
  });

  it('shows two decimals and Free at 0 or below', () => {
    expect(formatMoney(34.3)).toBe('$34.30');
    expect(formatPriceOrFree(0)).toBe('Free');
    expect(formatPriceOrFree(-5)).toBe('Free');
    expect(formatPriceOrFree(5.83)).toBe('$5.83');
  });
});
