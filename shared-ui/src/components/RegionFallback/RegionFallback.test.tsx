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

test('names two fallbacks of one title apart by the part each stands for, the heading unchanged', () => {
  renderWithUser(
    <>
      <RegionFallback title="Unavailable" onRetry={() => undefined} headingLevel={1} />
      <RegionFallback title="Unavailable" onRetry={() => undefined} part="Newsletter offer" />
    </>,
  );
  expect(screen.getByRole('region', { name: 'Unavailable' })).toContainElement(
    screen.getByRole('heading', { level: 1, name: 'Unavailable' }),
  );
  expect(screen.getByRole('region', { name: 'Newsletter offer: Unavailable' })).toContainElement(
    screen.getByRole('heading', { level: 2, name: 'Unavailable' }),
  );
  expect(screen.queryByText('Newsletter offer:')).not.toBeVisible();
});
