import { COUPON_CODE_MAX, validateCouponRequest } from 'shared-contract';
import { couponEntry } from './couponEntry';

it('hands on the trimmed code the contract takes', () => {
  expect(couponEntry('  PY30NOW ')).toEqual({ code: 'PY30NOW' });
});

it('never sends a blank entry', () => {
  expect(couponEntry('')).toEqual({ problem: 'blank' });
  expect(couponEntry('   ')).toEqual({ problem: 'blank' });
});

it('refuses, as the API does, a code longer than the contract allows', () => {
  const long = 'A'.repeat(COUPON_CODE_MAX + 1);
  expect(validateCouponRequest.safeParse({ coupon_code: long }).success).toBe(false);
  expect(couponEntry(long)).toEqual({ problem: 'refused' });
  expect(couponEntry('A'.repeat(COUPON_CODE_MAX))).toEqual({ code: 'A'.repeat(COUPON_CODE_MAX) });
});
