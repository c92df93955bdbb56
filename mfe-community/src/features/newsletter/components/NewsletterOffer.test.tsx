import { useState } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  closeModal,
  openModal,
  selectNewsletter,
  setUser,
  switchLearnerProfile,
  toggleNewsletter,
} from 'shared-events';
import { Modal } from 'shared-ui';
import {
  childMia,
  apiFailure as failure,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { NEWSLETTER_CHECK_INBOX } from 'shared-contract';
import { currentLocation, renderCommunity } from '../../../testing/renderCommunity';
import NewsletterOffer from './NewsletterOffer';

const offerButton = () => screen.queryByRole('button', { name: 'Get 30% Off Now!' });

function setup() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderCommunity(<NewsletterOffer />);
  return { user, ...view };
}

const later = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('neither opens by itself nor floats its button over a quiet page such as a lesson in progress', async () => {
  renderCommunity(<NewsletterOffer />, { at: '/course/free-trial/chapter/1/lesson/4' });
  expect(offerButton()).not.toBeInTheDocument();
  await later(10_000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('never shows the offer to a child profile, not even from the footer link', async () => {
  const { store } = setup();
  act(() => {
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat' } }));
    store.dispatch(switchLearnerProfile(childMia));
  });
  expect(offerButton()).not.toBeInTheDocument();
  await later(10_000);
  act(() => {
    store.dispatch(toggleNewsletter());
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('opens by itself 3 s after a first visit, once, and keeps the button after that display is closed', async () => {
  const { user, store, unmount } = setup();
  expect(offerButton()).toBeInTheDocument();

  await later(2999);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await later(1);
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
  expect(offerButton()).not.toBeInTheDocument();
  expect(selectNewsletter(store.getState()).isFirstTime).toBe(false);

  await user.click(screen.getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(offerButton()).toBeInTheDocument();

  await later(10_000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  unmount();
});

it('waits with the first display while the sign-in dialog is open', async () => {
  const { store } = setup();
  act(() => {
    store.dispatch(openModal(undefined));
  });
  await later(5000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('an offer that opened just before the sign-in dialog waits behind it and shows once sign-in closes', async () => {
  const { store } = setup();
  await later(3000);
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
  act(() => {
    store.dispatch(openModal(undefined));
  });
  expect(screen.queryByRole('dialog', { name: 'Get 30% Off Now!' })).not.toBeInTheDocument();
  act(() => {
    store.dispatch(closeModal());
  });
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
});

/** A dialog another part of the site has open, such as the workshop application. */
function OtherDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal title="Apply Now" isOpen={open} onClose={() => setOpen(false)}>
      <p>Step 1</p>
    </Modal>
  );
}

it("waits with the first display while another part of the site's dialog is open, then opens 3 s after it closes", async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderCommunity(
    <>
      <OtherDialog />
      <NewsletterOffer />
    </>,
  );
  await later(10_000);
  expect(screen.queryByRole('dialog', { name: 'Get 30% Off Now!' })).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Apply Now' })).not.toBeInTheDocument();
  await later(2999);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await later(1);
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
});

it('waits with the first display while a form field has the focus, then opens 3 s after the focus leaves the fields', async () => {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderCommunity(
    <>
      <form aria-label="Add a child profile">
        <label>
          First name or nickname <input name="name" />
        </label>
        <label>
          Birth year
          <select name="year">
            <option>2015</option>
          </select>
        </label>
        <button type="button">Add profile</button>
      </form>
      <NewsletterOffer />
    </>,
  );
  await user.click(screen.getByLabelText('First name or nickname'));
  await user.keyboard('Mi');
  await later(10_000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // From one field to the next, the parent is still filling in the form.
  await user.tab();
  expect(screen.getByLabelText('Birth year')).toHaveFocus();
  await later(10_000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Add profile' })).toHaveFocus();
  await later(2999);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await later(1);
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
});

it('retires the floating button once the visitor opens the offer from it or dismisses it', async () => {
  const first = setup();
  await first.user.click(offerButton() as HTMLElement);
  expect(await screen.findByRole('dialog', { name: 'Get 30% Off Now!' })).toBeInTheDocument();
  await first.user.click(screen.getByRole('button', { name: 'Close' }));
  expect(offerButton()).not.toBeInTheDocument();
  first.unmount();

  const second = setup();
  await second.user.click(screen.getByRole('button', { name: 'Dismiss the 30% off offer' }));
  expect(offerButton()).not.toBeInTheDocument();
  // Dismissing the button is not the first-time display: that still comes.
  await later(3000);
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});

it('signs up and asks the visitor to confirm by e-mail: no code before the link is followed', async () => {
  server.use(...apiSequence('subscribeNewsletter', { message: NEWSLETTER_CHECK_INBOX }));
  const { user, store } = setup();
  await user.click(offerButton() as HTMLElement);
  const dialog = await screen.findByRole('dialog', { name: 'Get 30% Off Now!' });

  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Get My 30% Code' }));

  expect(await within(dialog).findByRole('status')).toHaveTextContent(
    'Almost done! Please check your inbox and follow the link we sent you to confirm your sign-up and get your 30% code.',
  );
  expect(sentRequests()).toEqual([
    expect.objectContaining({ url: `${TEST_API_BASE}/newsletter`, body: { email: 'ada@example.com' } }),
  ]);
  expect(screen.queryByRole('button', { name: /PY30NOW/ })).not.toBeInTheDocument();
  expect(selectNewsletter(store.getState())).toMatchObject({
    signedUp: false,
    confirmationSent: true,
    email: 'ada@example.com',
    loading: false,
  });
});

it('confirms from the e-mailed link, takes the token out of the address, shows PY30NOW, copies it for 3 s and redeems', async () => {
  server.use(
    ...apiSequence('confirmNewsletter', { message: 'Thanks for signing up! Your discount code is PY30NOW.' }),
  );
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  const view = renderCommunity(<NewsletterOffer />, { at: '/blog?confirm-newsletter=tok_123&tag=Python' });

  const offer = await screen.findByRole('dialog', { name: 'Your 30% Off Code' });
  expect(sentRequests()).toEqual([
    expect.objectContaining({ url: `${TEST_API_BASE}/newsletter/confirm`, body: { token: 'tok_123' } }),
  ]);
  expect(currentLocation(view)).toBe('/blog?tag=Python');
  expect(selectNewsletter(view.store.getState())).toMatchObject({ signedUp: true, loading: false });

  const code = within(offer).getByRole('button', { name: /PY30NOW/ });
  await user.click(code);
  // Let the clipboard promise settle and React render, without moving the clock.
  await later(0);
  // user-event gives the page a clipboard of its own.
  expect(await navigator.clipboard.readText()).toBe('PY30NOW');
  expect(screen.getByText('Coupon code copied!')).toBeInTheDocument();
  await later(2999);
  expect(screen.getByText('Coupon code copied!')).toBeInTheDocument();
  await later(1);
  expect(screen.queryByText('Coupon code copied!')).not.toBeInTheDocument();

  const redeem = screen.getByRole('link', { name: 'Redeem Now' });
  expect(redeem).toHaveAttribute('href', '/course/the-main-course');
  await user.click(redeem);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  // Signed up: no button, and no more first-time display.
  expect(offerButton()).not.toBeInTheDocument();
  await later(5000);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(sentRequests()).toHaveLength(1);
});

it("opens the offer with the server's reason when the confirmation link is wrong or expired", async () => {
  const refused =
    'This confirmation link is not valid or has expired. Please sign up again to get a new one.';
  server.use(...apiSequence('confirmNewsletter', failure(400, refused)));
  const view = renderCommunity(<NewsletterOffer />, { at: '/?confirm-newsletter=old' });
  const dialog = await screen.findByRole('dialog', { name: 'Get 30% Off Now!' });
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(refused);
  expect(currentLocation(view)).toBe('/');
  expect(screen.queryByRole('button', { name: /PY30NOW/ })).not.toBeInTheDocument();
});

it("shows the server's error under the form in the visitor's words, or the spec's message, and keeps the address", async () => {
  server.use(
    ...apiSequence(
      'subscribeNewsletter',
      failure(400, 'body/email must be a valid email address'),
      failure(500),
    ),
  );
  const { user } = setup();
  await user.click(offerButton() as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  const email = within(dialog).getByRole('textbox', { name: 'Email' });
  await user.type(email, 'not-an-address');
  await user.click(within(dialog).getByRole('button', { name: 'Get My 30% Code' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please enter a valid email address.');
  expect(within(dialog).queryByText(/body\//)).not.toBeInTheDocument();
  expect(email).toHaveValue('not-an-address');

  await user.click(within(dialog).getByRole('button', { name: 'Get My 30% Code' }));
  expect(await within(dialog).findByText('Failed to subscribe to newsletter')).toBeInTheDocument();
});

it("shows the API's message when there were too many sign-ups", async () => {
  server.use(
    ...apiSequence(
      'subscribeNewsletter',
      failure(429, 'Too many requests: please wait 42 seconds and try again.'),
    ),
  );
  const { user } = setup();
  await user.click(offerButton() as HTMLElement);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@example.com');
  await user.click(within(dialog).getByRole('button', { name: 'Get My 30% Code' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Too many requests: please wait 42 seconds and try again.',
  );
  expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
});
