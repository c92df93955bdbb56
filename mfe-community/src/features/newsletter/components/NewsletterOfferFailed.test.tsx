import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toggleNewsletter } from 'shared-events';
import { OFFER_FAILED_MESSAGE } from '../model/offer';
import { renderCommunity } from '../../../testing/renderCommunity';
import NewsletterOffer from './NewsletterOffer';

// The dialog's chunk does not arrive until the test lets it. Its own file: once loaded it stays loaded.
let mockDialogArrives = false;
jest.mock('./NewsletterDialog', () => {
  if (!mockDialogArrives) throw new Error('Loading chunk 12 failed');
  return jest.requireActual<typeof import('./NewsletterDialog')>('./NewsletterDialog');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('an offer whose code does not arrive: opened by itself it closes without a word; asked for, its dialog says so, closes like the offer, tries again when opened again, and Try again loads it', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const { store } = renderCommunity(<NewsletterOffer />);
  // The first visit's display, 3 s in: nobody asked, so a failure shows nothing and the button stays.
  await act(async () => void jest.advanceTimersByTime(3000));
  await act(async () => void jest.advanceTimersByTime(50));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(store.getState().user.newsletter.isOpen).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Get 30% Off Now!' }));
  let dialog = await screen.findByRole('dialog', { name: 'Get 30% Off Now!' });
  expect(within(dialog).getByRole('alert')).toHaveTextContent(OFFER_FAILED_MESSAGE);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  // Opened again (the footer's link): its code is asked for again, and still does not arrive.
  act(() => void store.dispatch(toggleNewsletter()));
  dialog = await screen.findByRole('dialog', { name: 'Get 30% Off Now!' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(OFFER_FAILED_MESSAGE);

  mockDialogArrives = true;
  await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
  // The dialog's module arrives in a later task than the click's.
  await act(async () => void (await jest.advanceTimersByTimeAsync(50)));
  const offer = await screen.findByRole('dialog', { name: 'Get 30% Off Now!' });
  expect(await within(offer).findByRole('textbox', { name: /e-?mail/i })).toBeInTheDocument();
  expect(within(offer).queryByText(OFFER_FAILED_MESSAGE)).not.toBeInTheDocument();
});
