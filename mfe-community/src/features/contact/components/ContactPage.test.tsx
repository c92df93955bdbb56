import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { contactMessageRequest } from 'shared-contract';
import {
  apiFailure as failure,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
  watchRequests,
} from 'shared-events/testing';
import { renderCommunity } from '../../../testing/renderCommunity';
import ContactPage from './ContactPage';

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/First name/), 'Ada');
  await user.type(field(/Last name/), 'Lovelace');
  await user.type(field(/Email/), 'ada@example.com');
  await user.type(field(/Phone/), '+44 20 7946 0000');
  await user.type(field(/Subject/), 'Group discount');
  await user.type(field(/Message/), 'Do you offer group prices for a school class?');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

it('shows the address, phone with its hours, two support contacts with their own addresses, and social links', () => {
  renderCommunity(<ContactPage />);
  expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
  const details = screen.getByRole('region', { name: 'Contact details' });
  // shared-ui's card (a column), its four parts spaced apart.
  expect(details).toHaveStyle({ display: 'flex', flexDirection: 'column' });
  expect(getComputedStyle(details).gap).toBe('1.5rem');
  expect(within(details).getByText(/Los Angeles/)).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: '+1 (555) 010-0123' })).toHaveAttribute(
    'href',
    'tel:+15550100123',
  );
  expect(within(details).getByText('Note: usually available 8am-6pm weekdays.')).toBeInTheDocument();
  expect(within(details).getByRole('link', { name: 'help@test.example' })).toHaveAttribute(
    'href',
    'mailto:help@test.example?subject=Course%20support',
  );
  expect(within(details).getByRole('link', { name: 'billing@test.example' })).toHaveAttribute(
    'href',
    'mailto:billing@test.example?subject=Billing%20question',
  );
  expect(within(details).getByRole('link', { name: /YouTube/ })).toHaveAttribute(
    'rel',
    'noopener noreferrer',
  );
});

it("sends the message and says 'Message sent successfully' in green, clearing the form", async () => {
  const user = userEvent.setup();
  server.use(...apiSequence('sendContactMessage', { message: 'Message stored' }));
  renderCommunity(<ContactPage />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('Message sent successfully');
  expect(status).toHaveStyle({ color: '#2e7d32' });
  expect(sentRequests()).toEqual([
    expect.objectContaining({
      url: `${TEST_API_BASE}/contact/message`,
      method: 'POST',
      body: {
        firstname: 'Ada',
        lastname: 'Lovelace',
        email: 'ada@example.com',
        phone: '+44 20 7946 0000',
        subject: 'Group discount',
        message: 'Do you offer group prices for a school class?',
        terms: true,
      },
    }),
  ]);
  expect(field(/First name/)).toHaveValue('');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
});

it("says 'Message not sent' in red and keeps everything typed when the server fails", async () => {
  const user = userEvent.setup();
  server.use(...apiSequence('sendContactMessage', failure(502, 'SMTP is down')));
  renderCommunity(<ContactPage />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(/^Message not sent$/);
  expect(alert).toHaveStyle({ color: '#c62828' });
  expect(field(/Message/)).toHaveValue('Do you offer group prices for a school class?');
  expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
});

it("adds the API's message to 'Message not sent' when there were too many messages", async () => {
  const user = userEvent.setup();
  server.use(
    ...apiSequence(
      'sendContactMessage',
      failure(429, 'Too many requests: please wait 42 seconds and try again.'),
    ),
  );
  renderCommunity(<ContactPage />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    /^Message not sent\. Too many requests: please wait 42 seconds and try again\.$/,
  );
  expect(field(/Message/)).toHaveValue('Do you offer group prices for a school class?');
});

it('names each missing field and the unaccepted terms, and sends nothing', async () => {
  const user = userEvent.setup();
  const requested = watchRequests();
  renderCommunity(<ContactPage />);
  await user.type(field(/Email/), 'not-an-address');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(field(/First name/)).toHaveAccessibleDescription('Please fill in your first name');
  expect(field(/First name/)).toHaveFocus();
  expect(field(/Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  expect(screen.getByText('Please accept the terms to send your message')).toBeInTheDocument();
  expect(field(/Email/)).toHaveValue('not-an-address');
  expect(requested).toEqual([]);
});

it("refuses, as the API does, an address and a phone number the contract's rules refuse", async () => {
  const user = userEvent.setup();
  const requested = watchRequests();
  renderCommunity(<ContactPage />);
  await fillIn(user);
  // The old something@something.tld pattern let this through, and the API then refused it.
  await user.clear(field(/Email/));
  await user.type(field(/Email/), 'ada@example.c');
  await user.clear(field(/Phone/));
  await user.type(field(/Phone/), 'call me');
  const values = { firstname: 'Ada', lastname: 'Lovelace', subject: 'Hi', message: 'Hello', terms: true };
  expect(contactMessageRequest.safeParse({ ...values, email: 'ada@example.c' }).success).toBe(false);
  expect(contactMessageRequest.safeParse({ ...values, email: 'a@b.co', phone: 'call me' }).success).toBe(
    false,
  );
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  expect(field(/Email/)).toHaveAccessibleDescription('Please enter a valid email address');
  expect(field(/Email/)).toHaveFocus();
  expect(field(/Phone/)).toHaveAccessibleDescription(
    'Optional Please enter a phone number using digits, spaces, +, -, ( or )',
  );
  expect(requested).toEqual([]);
});
