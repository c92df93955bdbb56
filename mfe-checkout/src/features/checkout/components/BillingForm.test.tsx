import { screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { emptyBilling, type Billing } from '../model/billing';
import { BillingForm } from './BillingForm';

function Form({ initial = emptyBilling }: { initial?: Billing }) {
  const [billing, setBilling] = useState(initial);
  return (
    <BillingForm billing={billing} onChange={(field, value) => setBilling({ ...billing, [field]: value })} />
  );
}

const countryOptions = () =>
  within(screen.getByRole('combobox', { name: /Country/ })).getAllByRole('option', { hidden: true });

const OriginalDisplayNames = Intl.DisplayNames;
const setDisplayNames = (value: typeof Intl.DisplayNames) =>
  Object.defineProperty(Intl, 'DisplayNames', { value, configurable: true, writable: true });
afterEach(() => setDisplayNames(OriginalDisplayNames));

/** Counts the Intl.DisplayNames made from now on. */
function countDisplayNames(): { made: number } {
  const count = { made: 0 };
  setDisplayNames(
    class extends OriginalDisplayNames {
      constructor(...args: ConstructorParameters<typeof Intl.DisplayNames>) {
        super(...args);
        count.made += 1;
      }
    },
  );
  return count;
}

it('names the countries when the learner first reaches the form, not with the page', async () => {
  const displayNames = countDisplayNames();
  renderWithTheme(<Form />);
  expect(countryOptions().map((option) => option.textContent)).toEqual(['Select a country']);
  expect(displayNames.made).toBe(0);

  await userEvent.click(screen.getByRole('textbox', { name: 'Full Name' }));
  expect(countryOptions()).toHaveLength(250);
  expect(screen.getByRole('option', { name: 'Germany' })).toHaveValue('DE');
  expect(displayNames.made).toBe(1);
});

it('lists the countries for a keyboard user who tabs into the form', async () => {
  renderWithTheme(<Form />);
  await userEvent.tab();
  expect(countryOptions()).toHaveLength(250);
});

it('shows a country chosen before the form appeared at once', () => {
  renderWithTheme(<Form initial={{ ...emptyBilling, country: 'IL' }} />);
  expect(screen.getByRole('combobox', { name: /Country/ })).toHaveDisplayValue('Israel');
});
