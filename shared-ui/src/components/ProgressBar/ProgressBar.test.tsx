import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { colors } from '../../theme/tokens';
import { ProgressBar } from './ProgressBar';

test('exposes its value as a labelled progressbar', () => {
  renderWithUser(<ProgressBar label="Progress" value={7} max={20} showValue />);
  const bar = screen.getByRole('progressbar', { name: 'Progress' });
  expect(bar).toHaveAttribute('aria-valuenow', '7');
  expect(bar).toHaveAttribute('aria-valuemin', '0');
  expect(bar).toHaveAttribute('aria-valuemax', '20');
  expect(bar).toHaveAttribute('aria-valuetext', '35%');
  expect(bar).toHaveTextContent('35%');
});

test.each([
  [49, 'default', colors.primary],
  [50, 'default', colors.primary],
  [51, 'success', colors.success],
])('with successAbove=50, %s%% is styled %s', (value, status, colour) => {
  renderWithUser(<ProgressBar label="Progress" value={value} successAbove={50} />);
  const bar = screen.getByRole('progressbar');
  expect(bar).toHaveAttribute('data-status', status);
  expect(bar.firstElementChild).toHaveStyle({ background: colour });
});

test('the threshold compares the rounded percentage, not the raw value', () => {
  renderWithUser(<ProgressBar label="Lessons" value={11} max={20} successAbove={50} />);
  expect(screen.getByRole('progressbar', { name: 'Lessons' })).toHaveAttribute('data-status', 'success');
});

test('without a threshold it never shows success styling', () => {
  renderWithUser(<ProgressBar label="Progress" value={100} />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('data-status', 'default');
});

test('clamps values outside the range', () => {
  renderWithUser(<ProgressBar label="Progress" value={140} />);
  expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
});
