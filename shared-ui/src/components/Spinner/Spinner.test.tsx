import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { Spinner } from './Spinner';

test('is a status with a default label', () => {
  renderWithUser(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});

test('announces a custom label', () => {
  renderWithUser(<Spinner label="Saving changes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Saving changes');
});

test('a decorative spinner is hidden from assistive technology', () => {
  renderWithUser(<Spinner decorative />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
