import { emptyBilling, hasZipCode, isBillingComplete, updateBilling } from './billing';

it('needs country, address line 1 and city, not blanks', () => {
  const filled = { ...emptyBilling, country: 'IL', addressLine1: '1 Herzl St', city: 'Haifa' };
  expect(isBillingComplete(filled)).toBe(true);
  expect(isBillingComplete({ ...filled, country: '' })).toBe(false);
  expect(isBillingComplete({ ...filled, addressLine1: '   ' })).toBe(false);
  expect(isBillingComplete({ ...filled, city: '' })).toBe(false);
});

it('keeps a zip code for the US and clears it when another country is chosen', () => {
  expect(hasZipCode('US')).toBe(true);
  expect(hasZipCode('CA')).toBe(false);
  const american = updateBilling(updateBilling(emptyBilling, 'country', 'US'), 'zipCode', '10001');
  expect(american.zipCode).toBe('10001');
  expect(updateBilling(american, 'city', 'New York').zipCode).toBe('10001');
  expect(updateBilling(american, 'country', 'GB').zipCode).toBe('');
});
