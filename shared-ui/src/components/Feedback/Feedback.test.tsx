import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { ErrorText, SuccessText } from './Feedback';

test('error text is an alert', () => {
  renderWithUser(<ErrorText id="err">Something went wrong</ErrorText>);
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('Something went wrong');
  expect(alert).toHaveAttribute('id', 'err');
});

test('success text is a status message', () => {
  renderWithUser(<SuccessText>Saved</SuccessText>);
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});
