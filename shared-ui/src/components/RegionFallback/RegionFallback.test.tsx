import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { RegionFallback } from './RegionFallback';

test('names the region by its heading and retries on click', async () => {
  const onRetry = jest.fn();
  const { user } = renderWithUser(
    <RegionFallback title="This part is unavailable" message="Try again shortly." onRetry={onRetry} />,
  );
  const region = screen.getByRole('region', { name: 'This part is unavailable' });
  expect(region).toHaveTextContent('Try again shortly.');
  expect(screen.getByRole('heading', { level: 2, name: 'This part is unavailable' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onRetry).toHaveBeenCalledTimes(1);
});

test('shows the retry as busy while retrying', () => {
  renderWithUser(<RegionFallback title="Unavailable" onRetry={() => undefined} retrying headingLevel={3} />);
  expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true');
});
