import { act, screen } from '@testing-library/react';
import type { Dispatch, SetStateAction } from 'react';
import { renderCommunity } from '../../../testing/renderCommunity';
import NewsletterOffer from './NewsletterOffer';

// Whether the floating button would cover a primary action comes from the browser's layout (shared-ui's hook
// watches it); here the test says so. Its own file: the rest of the offer's tests use the real hook.
let mockCoversPrimaryAction: Dispatch<SetStateAction<boolean>> = () => undefined;
jest.mock('shared-ui', () => {
  const { useState } = jest.requireActual<typeof import('react')>('react');
  return {
    ...jest.requireActual<typeof import('shared-ui')>('shared-ui'),
    useCoversPrimaryAction: (_ref: unknown, active = true) => {
      const [covers, setCovers] = useState(false);
      mockCoversPrimaryAction = setCovers;
      return active && covers;
    },
  };
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('the floating offer steps aside while it would cover a primary action: hidden, but still laid out', () => {
  renderCommunity(<NewsletterOffer />);
  const offer = screen.getByRole('button', { name: 'Get 30% Off Now!' });
  const dismiss = screen.getByRole('button', { name: 'Dismiss the 30% off offer' });
  expect(offer).toBeVisible();
  expect(dismiss).toBeVisible();

  act(() => mockCoversPrimaryAction(true));
  expect(offer).not.toBeVisible();
  expect(dismiss).not.toBeVisible();
  // Hidden with visibility, not taken out: the browser keeps reporting where the button stands.
  expect(offer).toBeInTheDocument();
  expect(offer.parentElement).toHaveStyle({ display: 'flex', position: 'fixed' });

  act(() => mockCoversPrimaryAction(false));
  expect(offer).toBeVisible();
  expect(dismiss).toBeVisible();
});
