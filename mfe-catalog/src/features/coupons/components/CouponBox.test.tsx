import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { COUPON_CODE_MAX, validateCouponRequest } from 'shared-contract';
import { configureApi } from 'shared-events';
import { renderWithStore, TEST_API_BASE, watchRequests } from 'shared-events/testing';
import { CouponBox } from './CouponBox';

it('refuses, as the API does, a code longer than the contract allows, without asking the API', async () => {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const onValidated = jest.fn();
  const requested = watchRequests();
  renderWithStore(
    <MemoryRouter>
      <CouponBox onValidated={onValidated} />
    </MemoryRouter>,
  );
  const user = userEvent.setup();
  const long = 'A'.repeat(COUPON_CODE_MAX + 1);
  expect(validateCouponRequest.safeParse({ coupon_code: long }).success).toBe(false);
  await user.click(screen.getByRole('textbox', { name: 'Coupon code' }));
  await user.paste(long);
  await user.click(screen.getByRole('button', { name: 'Apply' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Coupon is not valid.');
  expect(screen.getByRole('textbox', { name: 'Coupon code' })).toHaveValue('');
  expect(onValidated).toHaveBeenCalledWith(null);
  expect(requested).toEqual([]);
});
