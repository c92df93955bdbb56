import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';
import userEvent from '@testing-library/user-event';
import { COUPON_CODE_MAX, validateCouponRequest } from 'shared-contract';
import { CouponForm } from './CouponForm';

function renderForm(appliedCode: string | null = null) {
  const onApply = jest.fn();
  renderWithTheme(
    <CouponForm
      appliedCode={appliedCode}
      validating={false}
      message=""
      onApply={onApply}
      onRemove={jest.fn()}
    />,
  );
  return { onApply, user: userEvent.setup() };
}

it('applies the trimmed code and never a blank one', async () => {
  const { onApply, user } = renderForm();
  const input = screen.getByRole('textbox', { name: 'Coupon code' });
  await user.type(input, '   ');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(input, 'PY30NOW ');
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).toHaveBeenCalledWith('PY30NOW');
});

it('refuses, as the API does, a code longer than the contract allows, keeping the applied one', async () => {
  const { onApply, user } = renderForm('PY30NOW');
  const long = 'A'.repeat(COUPON_CODE_MAX + 1);
  expect(validateCouponRequest.safeParse({ coupon_code: long }).success).toBe(false);
  await user.click(screen.getByRole('textbox', { name: 'Coupon code' }));
  await user.paste(long);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(onApply).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent(
    'Coupon is not valid. Coupon PY30NOW is still applied.',
  );
  await user.type(screen.getByRole('textbox', { name: 'Coupon code' }), '{Backspace}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
