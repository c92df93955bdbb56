import { screen } from '@testing-library/react';
import { renderWithUser } from '../../testing/renderWithUser';
import { VisuallyHidden } from './VisuallyHidden';

test('keeps hidden text available to assistive technology', () => {
  renderWithUser(
    <button type="button">
      <span aria-hidden="true">×</span>
      <VisuallyHidden>Close</VisuallyHidden>
    </button>,
  );
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

test('renders as another element through `as`', () => {
  renderWithUser(
    <VisuallyHidden as="h2" data-testid="heading">
      Section
    </VisuallyHidden>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
});
