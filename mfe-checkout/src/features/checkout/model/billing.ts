/** The billing form (spec §3 Billing). */
export interface Billing {
  fullName: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  /** ISO 3166-1 alpha-2, '' until chosen. */
  country: string;
  /** US only. */
  zipCode: string;
}

export const emptyBilling: Billing = {
  fullName: '',
  addressLine1: '',
  addressLine2: '',
  city: '',
  state: '',
  country: '',
  zipCode: '',
};

/** Zip Code applies to US addresses only. */
export const hasZipCode = (country: string): boolean => country === 'US';

/** Country, address line 1 and city: what a payment link needs (spec §4, §5). */
export function isBillingComplete(billing: Billing): boolean {
  return Boolean(billing.country && billing.addressLine1.trim() && billing.city.trim());
}

/** Applies one field's change; choosing a country other than the US clears the zip code. */
export function updateBilling<Field extends keyof Billing>(
  billing: Billing,
  field: Field,
  value: Billing[Field],
): Billing {
  const next = { ...billing, [field]: value };
  if (field === 'country' && !hasZipCode(value)) next.zipCode = '';
  return next;
}
