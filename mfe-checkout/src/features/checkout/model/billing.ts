import { builtSchema, paymentLinkRequest } from 'shared-contract';
import * as z from 'shared-contract/zod';

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

const orNull = (value: string): string | null => (value.trim() ? value.trim() : null);

/** The billing fields of the payment link request (spec §3), as the form's values fill them. */
export function billingRequestFields(billing: Billing) {
  return {
    Country: billing.country,
    ZipCode: hasZipCode(billing.country) ? orNull(billing.zipCode) : null,
    AddressLine1: billing.addressLine1.trim(),
    AddressLine2: orNull(billing.addressLine2),
    City: billing.city.trim(),
    State: orNull(billing.state),
  };
}

const billingFields = z.pick(builtSchema(paymentLinkRequest), {
  Country: true,
  ZipCode: true,
  AddressLine1: true,
  AddressLine2: true,
  City: true,
  State: true,
});

/**
 * Whether the billing fields pass the payment link request's own rules: country, address line 1 and city
 * given (spec §4, §5) and every field within the API's limits, so the payment frame never asks for a link
 * the API would refuse.
 */
export function isBillingComplete(billing: Billing): boolean {
  return billingFields.safeParse(billingRequestFields(billing)).success;
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
