import { calls, describeIssues, type CallName } from './index';

function parse(name: CallName, payload: unknown) {
  const schema = calls[name].request;
  if (!schema) throw new Error(`${name} takes no payload`);
  return schema.safeParse(payload);
}

function problems(name: CallName, payload: unknown): string {
  const result = parse(name, payload);
  return result.success ? '' : describeIssues(result.error);
}

const paymentLink = {
  UserId: 'u1',
  CourseId: 5,
  CourseName: 'Python Programming Masterclass',
  CourseDescription: 'Everything',
  CourseImage: '/images/courses/masterclass.svg',
  Amount: 49,
  PaymentMethod: 'Credit/Debit Card',
  UserEmail: 'ada@example.com',
  Name: 'Ada',
  Country: 'GB',
  AddressLine1: '1 Main Street',
  City: 'London',
  InitialPrice: 49,
  VAT: 0,
  VATPrice: 49,
};

const application = {
  name: 'Maya',
  age: 14,
  email: 'maya@example.com',
  experience: 'Scratch',
  message: 'Hi',
  selectedService: 'Winter Workshop',
};

describe('request validation hands the server normalised values', () => {
  it('trims filled-in text and refuses text that is only blanks', () => {
    expect(parse('validateCoupon', { coupon_code: ' PY30NOW ' })).toEqual({
      success: true,
      data: { coupon_code: 'PY30NOW' },
    });
    expect(problems('validateCoupon', { coupon_code: '   ' })).toBe('body/coupon_code must not be empty');
    expect(problems('validateCoupon', { coupon_code: ` ${'C'.repeat(65)} ` })).toBe(
      'body/coupon_code must be at most 64 characters',
    );
  });

  it('trims a comment name before checking its length', () => {
    const result = parse('postComment', { PostID: '1', Name: '  Ann  ', Message: ' Hello ' });
    expect(result.success && result.data).toEqual({ PostID: '1', Name: 'Ann', Message: 'Hello' });
  });

  it('takes a two-letter country code after trimming, in capitals only', () => {
    const result = parse('createPaymentLink', { ...paymentLink, Country: ' GB ' });
    expect(result.success && result.data).toMatchObject({ Country: 'GB' });
    expect(problems('createPaymentLink', { ...paymentLink, Country: 'gb' })).toBe(
      'body/Country must be a two-letter country code',
    );
    expect(problems('createPaymentLink', { ...paymentLink, Country: 'GBR' })).toBe(
      'body/Country must be at most 2 characters',
    );
  });

  it('lets the optional payment fields be null or absent, and drops unknown keys', () => {
    const withNulls = { ...paymentLink, CouponCode: null, ZipCode: null, OfferPrice: null, Extra: 1 };
    const result = parse('createPaymentLink', withNulls);
    expect(result.success && result.data).toEqual({
      ...paymentLink,
      CouponCode: null,
      ZipCode: null,
      OfferPrice: null,
    });
    expect(problems('createPaymentLink', { ...paymentLink, OfferPrice: -1 })).toBe(
      'body/OfferPrice must not be negative',
    );
  });

  it('reads the workshop age from a number or a whole-number string, within 5 to 99', () => {
    const age = (value: unknown) => {
      const result = calls.applyWinterWorkshop.request.safeParse({ ...application, age: value });
      return result.success ? result.data.age : describeIssues(result.error);
    };
    expect(age(' 42 ')).toBe(42);
    expect(age(5)).toBe(5);
    expect(age('99')).toBe(99);
    expect(age(4)).toBe('body/age must be between 5 and 99');
    expect(age('100')).toBe('body/age must be between 5 and 99');
    expect(age('1.5')).toBe('body/age must be a whole number');
    expect(age(true)).toBe('body/age must be a whole number');
    expect(age(undefined)).toBe('body/age is required');
  });

  it('refuses a free trial for any course but the trial course, in a sentence of its own', () => {
    expect(problems('enrollFreeTrial', { UserID: 'u1', Source: 'home' })).toBe('');
    expect(problems('enrollFreeTrial', { UserID: 'u1', Source: 'home', CourseID: 1 })).toBe('');
    expect(problems('enrollFreeTrial', { UserID: 'u1', Source: 'home', CourseID: 5 })).toBe(
      'The free trial is only for course 1.',
    );
  });

  it('asks for the first blog page with null and names a bad page key', () => {
    expect(problems('getBlogPostsMetadata', { lastEvaluatedKey: null })).toBe('');
    expect(problems('getBlogPostsMetadata', { lastEvaluatedKey: { PostId: 'p-1' } })).toBe('');
    expect(problems('getBlogPostsMetadata', {})).toBe(
      'body/lastEvaluatedKey is required (null for the first page)',
    );
    expect(problems('getBlogPostsMetadata', { lastEvaluatedKey: 'p-1' })).toBe(
      'body/lastEvaluatedKey must be null or an object with PostId',
    );
  });

  it('requires the contact terms to be accepted', () => {
    const contact = {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question',
      terms: true,
    };
    expect(problems('sendContactMessage', contact)).toBe('');
    expect(problems('sendContactMessage', { ...contact, terms: false })).toBe(
      'body/terms must be accepted (true)',
    );
    expect(problems('sendContactMessage', { ...contact, phone: '1'.repeat(41) })).toBe(
      'body/phone must be at most 40 characters',
    );
    expect(problems('sendContactMessage', { ...contact, phone: 'call me' })).toBe(
      'body/phone must be a phone number: digits, spaces, +, -, ( or )',
    );
    expect(problems('sendContactMessage', { ...contact, phone: '' })).toBe('');
  });
});
