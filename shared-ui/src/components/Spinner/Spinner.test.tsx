import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Spinner } from './Spinner';

test('is a status with a default label', () => {
  renderWithTheme(<Spinner />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});

test('announces a custom label', () => {
  renderWithTheme(<Spinner label="Saving changes" />);
  expect(screen.getByRole('status')).toHaveTextContent('Saving changes');
});

test('a decorative spinner is hidden from assistive technology', () => {
  renderWithTheme(<Spinner decorative />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
