import { useMemo, useState } from 'react';
import { Select, TextField } from 'shared-ui';
import { hasZipCode, type Billing } from '../model/billing';
import { countryOptions } from '../model/countries';
import { Fields, Legend, Wide } from './BillingForm.styles';

interface BillingFormProps {
  billing: Billing;
  onChange: <Field extends keyof Billing>(field: Field, value: Billing[Field]) => void;
}

/**
 * The countries' names come from Intl, whose first use in a page starts ICU (150-300 ms of main thread at
 * Lighthouse's 4x CPU slowdown): the list is built when the learner first reaches the form (focus or press, which
 * comes before any typing, choosing or autofill), or at once if a country is already chosen. Until then the select
 * holds its placeholder only.
 */
function useCountries(chosen: string) {
  const [wanted, setWanted] = useState(chosen !== '');
  // A country chosen from outside the form (autofill, a restored form) keeps the list from then on.
  if (chosen !== '' && !wanted) setWanted(true);
  const countries = useMemo(
    () => (wanted ? countryOptions().map(({ code, name }) => ({ value: code, label: name })) : []),
    [wanted],
  );
  return { countries, want: () => setWanted(true) };
}

/** Billing information (spec §3, §5): address line 1, city and country are required; zip code for the US only. */
export function BillingForm({ billing, onChange }: BillingFormProps) {
  const { countries, want } = useCountries(billing.country);
  const text = (field: Exclude<keyof Billing, 'country'>) => ({
    value: billing[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(field, event.target.value),
  });

  return (
    <Fields onFocus={want} onPointerDown={want}>
      <Legend>Billing Information</Legend>
      <Wide>
        <TextField label="Full Name" autoComplete="name" {...text('fullName')} />
      </Wide>
      <Wide>
        <TextField label="Address Line 1" required autoComplete="address-line1" {...text('addressLine1')} />
      </Wide>
      <Wide>
        <TextField label="Address Line 2" autoComplete="address-line2" {...text('addressLine2')} />
      </Wide>
      <TextField label="City" required autoComplete="address-level2" {...text('city')} />
      <TextField label="State" autoComplete="address-level1" {...text('state')} />
      <Select
        label="Country"
        required
        autoComplete="country"
        placeholder="Select a country"
        options={countries}
        value={billing.country}
        onChange={(event) => onChange('country', event.target.value)}
      />
      {hasZipCode(billing.country) && (
        <TextField label="Zip Code" autoComplete="postal-code" inputMode="numeric" {...text('zipCode')} />
      )}
    </Fields>
  );
}
