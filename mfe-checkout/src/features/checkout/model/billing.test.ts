import { builtSchema, paymentLinkRequest, TITLE_MAX } from 'shared-contract';
import * as z from 'shared-contract/zod';
import { billingRequestFields, emptyBilling, hasZipCode, isBillingComplete, updateBilling } from './billing';

it('needs country, address line 1 and city, not blanks', () => {
  const filled = { ...emptyBilling, country: 'IL', addressLine1: '1 Herzl St', city: 'Haifa' };
  expect(isBillingComplete(filled)).toBe(true);
  expect(isBillingComplete({ ...filled, country: '' })).toBe(false);
  expect(isBillingComplete({ ...filled, addressLine1: '   ' })).toBe(false);
  expect(isBillingComplete({ ...filled, city: '' })).toBe(false);
});

it('refuses, as the payment link request does, a field over its limit', () => {
  const filled = {
    ...emptyBilling,
    country: 'US',
    addressLine1: '1 Main St',
    city: 'Boston',
    zipCode: '02108',
  };
  const tooLong = { ...filled, addressLine1: 'x'.repeat(TITLE_MAX + 1) };
  expect(isBillingComplete(tooLong)).toBe(false);
  expect(isBillingComplete({ ...filled, zipCode: '1'.repeat(21) })).toBe(false);
  const refused = z
    .pick(builtSchema(paymentLinkRequest), { AddressLine1: true })
    .safeParse(billingRequestFields(tooLong));
  expect(refused.success).toBe(false);
});

it('keeps a zip code for the US and clears it when another country is chosen', () => {
  expect(hasZipCode('US')).toBe(true);
  expect(hasZipCode('CA')).toBe(false);
  const american = updateBilling(updateBilling(emptyBilling, 'country', 'US'), 'zipCode', '10001');
  expect(american.zipCode).toBe('10001');
  expect(updateBilling(american, 'city', 'New York').zipCode).toBe('10001');
  expect(updateBilling(american, 'country', 'GB').zipCode).toBe('');
});
