import { act, screen } from '@testing-library/react';
import styled from 'styled-components';
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

// A skip link as an app writes it: its rule shows it while focused, which only a focusable VisuallyHidden allows.
const SkipLink = styled(VisuallyHidden)`
  &:focus {
    position: fixed;
  }
`;

test("a page's styled(VisuallyHidden) hides its content, and shows it while focused when given $focusable", () => {
  renderWithUser(
    <>
      <SkipLink forwardedAs="a" href="#main" $focusable>
        Skip to main
      </SkipLink>
      <SkipLink forwardedAs="a" href="#footer" $focusable>
        Skip to footer
      </SkipLink>
      <SkipLink data-testid="hidden">Hidden</SkipLink>
    </>,
  );
  // Each read once, by selector: jsdom keeps an element's computed style across focus.
  const focused = document.querySelector<HTMLElement>('a[href="#main"]');
  act(() => focused?.focus());
  expect(focused).toHaveStyle({ position: 'fixed' });
  expect(getComputedStyle(focused as HTMLElement).width).toBe('');
  expect(document.querySelector('a[href="#footer"]')).toHaveStyle({ position: 'absolute', width: '1px' });
  expect(screen.getByTestId('hidden')).toHaveStyle({ position: 'absolute', width: '1px' });
  for (const name of ['$focusable', 'as']) expect(focused).not.toHaveAttribute(name);
});
