import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { quote, subtotalOf } from './pricing';
import { taxRateFor } from './taxRates';

const mainCourse = { price: 199, offer_price: 89 };
const percent = (discountAmount: number) => ({
  code: 'P',
  discountType: '%' as const,
  discountAmount,
  courseId: null,
});
const fixed = (discountAmount: number) => ({
  code: 'F',
  discountType: 'fixed' as const,
  discountAmount,
  courseId: null,
});

describe('pricing', () => {
  it('starts from the offer price, else the list price', () => {
    assert.equal(subtotalOf(mainCourse).subtotal, 89);
    assert.equal(subtotalOf({ price: 49, offer_price: null }).subtotal, 49);
  });

  it('takes a percent or a fixed coupon off, never below zero', () => {
    assert.deepEqual(subtotalOf(mainCourse, percent(30)), { price: 89, discount: 26.7, subtotal: 62.3 });
    assert.deepEqual(subtotalOf(mainCourse, fixed(10)), { price: 89, discount: 10, subtotal: 79 });
    assert.deepEqual(subtotalOf(mainCourse, fixed(500)), { price: 89, discount: 89, subtotal: 0 });
    assert.equal(subtotalOf(mainCourse, percent(100)).subtotal, 0);
  });

  it("adds the billing country's tax: 17% for IL, none elsewhere, to the cent", () => {
    assert.equal(taxRateFor('IL'), 0.17);
    assert.equal(taxRateFor('il'), 0.17);
    assert.equal(taxRateFor('US'), 0);
    assert.deepEqual(quote(mainCourse, percent(30), 'IL'), {
      price: 89,
      discount: 26.7,
      subtotal: 62.3,
      taxRate: 0.17,
      tax: 10.59,
      total: 72.89,
    });
    assert.equal(quote(mainCourse, undefined, 'DE').total, 89);
    assert.equal(quote({ price: 0.1, offer_price: null }, undefined, 'IL').total, 0.12);
  });
});
