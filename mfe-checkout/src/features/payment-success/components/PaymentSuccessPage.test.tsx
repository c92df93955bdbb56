import { screen } from '@testing-library/react';
import { renderWithTheme } from 'shared-ui/testing';

import { PAYMENT_SUCCESS_MESSAGE } from '../model/paymentSuccessMessage';
import PaymentSuccessPage from './PaymentSuccessPage';

afterEach(() => jest.restoreAllMocks());

it('tells the parent page that the payment succeeded when shown in a frame', () => {
  const postMessage = jest.fn();
  jest.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);

  renderWithTheme(<PaymentSuccessPage />);

  expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful' })).toBeInTheDocument();
  expect(postMessage).toHaveBeenCalledWith(PAYMENT_SUCCESS_MESSAGE, window.location.origin);
});

it('posts nothing when opened on its own', () => {
  const postMessage = jest.spyOn(window, 'postMessage');
  renderWithTheme(<PaymentSuccessPage />);
  expect(postMessage).not.toHaveBeenCalled();
});
