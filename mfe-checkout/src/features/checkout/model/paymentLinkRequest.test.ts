import type { Course } from 'shared-contract';
import { emptyBilling } from './billing';
import { orderSummary } from './orderSummary';
import { buildPaymentLinkRequest, truncateDescription } from './paymentLinkRequest';

const course = {
  CourseID: 5,
  CourseName: 'Python Programming Masterclass',
  CourseDescription: 'x'.repeat(200),
  CourseImage: 'https://example.test/c.png',
  Price: 99,
  OfferPrice: 49,
} as Course;
const user = { userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } };
const coupon = { coupon_code: 'PY30NOW', discount_type: '%', discount_amount: 30, isValid: true } as const;

it('truncates the description to 140 characters plus an ellipsis', () => {
  expect(truncateDescription('short')).toBe('short');
  expect(truncateDescription('y'.repeat(141))).toBe(`${'y'.repeat(140)}...`);
  expect(truncateDescription('z'.repeat(140))).toBe('z'.repeat(140));
});

it('sends the billing, the coupon and the figures of the order summary', () => {
  const billing = {
    ...emptyBilling,
    country: 'IL',
    addressLine1: ' 1 Herzl St ',
    city: 'Haifa',
    zipCode: '',
  };
  const summary = orderSummary(course, coupon, 'IL');
  const request = buildPaymentLinkRequest({ user, course, billing, method: 'Apple Pay', coupon, summary });
  expect(request).toEqual({
    UserId: 'u-1',
    CourseId: 5,
    CourseName: 'Python Programming Masterclass',
    CourseDescription: `${'x'.repeat(140)}...`,
    CourseImage: 'https://example.test/c.png',
    Amount: 40.13,
    PaymentMethod: 'Apple Pay',
    CouponCode: 'PY30NOW',
    UserEmail: 'ada@example.com',
    Name: 'Ada Lovelace',
    Country: 'IL',
    ZipCode: null,
    AddressLine1: '1 Herzl St',
    AddressLine2: null,
    City: 'Haifa',
    State: null,
    OfferPrice: 49,
    InitialPrice: 99,
    VAT: 0.17,
    VATPrice: 5.83,
  });
});

it('sends the zip code for the US only and the full name when given', () => {
  const billing = {
    ...emptyBilling,
    fullName: 'Ada King',
    country: 'US',
    addressLine1: '1 Main',
    city: 'Boston',
    zipCode: '02101',
  };
  const request = buildPaymentLinkRequest({
    user,
    course,
    billing,
    method: 'Credit/Debit Card',
    coupon: null,
    summary: orderSummary(course, null, 'US'),
  });
  expect(request).toMatchObject({ Name: 'Ada King', ZipCode: '02101', CouponCode: null, Amount: 49 });
});
