import { screen } from '@testing-library/react';
import { contactMessageRequest } from 'shared-contract';
import {
  apiFailure as failure,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
  watchRequests,
} from 'shared-events/testing';
import { renderPage } from '../../../testing/renderPage';
import { GuideContactForm } from './GuideContactForm';

async function fillIn(user: ReturnType<typeof renderPage>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lopez');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Which course for my son?');
  await user.type(screen.getByRole('textbox', { name: 'Message' }), 'He is 11 and loves games.');
  await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
}

it('sends the message through the contact endpoint and clears the form', async () => {
  server.use(...apiSequence('sendContactMessage', { message: 'Message sent' }));
  const { user } = renderPage(<GuideContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByText('Message sent successfully')).toBeInTheDocument();
  expect(sentRequests()).toEqual([
    expect.objectContaining({
      url: `${TEST_API_BASE}/contact/message`,
      method: 'POST',
      body: {
        firstname: 'Maria',
        lastname: 'Lopez',
        email: 'maria@example.com',
        subject: 'Which course for my son?',
        message: 'He is 11 and loves games.',
        terms: true,
      },
    }),
  ]);
  expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue('');
});

it('names every missing field and sends nothing', async () => {
  const requested = watchRequests();
  const { user } = renderPage(<GuideContactForm />);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(screen.getByText('Please fill in your first name')).toBeInTheDocument();
  expect(screen.getByText('Please fill in your message')).toBeInTheDocument();
  expect(screen.getByText('Please accept the terms to send your message')).toBeInTheDocument();
  expect(requested).toEqual([]);
});

it('keeps what was typed and says why when the message is not sent', async () => {
  server.use(...apiSequence('sendContactMessage', failure(500)));
  const { user } = renderPage(<GuideContactForm />);
  await fillIn(user);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^Message not sent$/);
  expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('He is 11 and loves games.');
});

it('refuses an address the API refuses, which the old something@something.tld pattern let through', async () => {
  const requested = watchRequests();
  const { user } = renderPage(<GuideContactForm />);
  await fillIn(user);
  const email = screen.getByRole('textbox', { name: 'Email' });
  await user.clear(email);
  await user.type(email, 'maria@example.c');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));

  const draft = { firstname: 'M', lastname: 'L', subject: 'S', message: 'M', terms: true };
  expect(contactMessageRequest.safeParse({ ...draft, email: 'maria@example.c' }).success).toBe(false);
  expect(email).toHaveAccessibleDescription('Please enter a valid email address');
  expect(email).toHaveFocus();
  expect(email).toHaveValue('maria@example.c');
  expect(requested).toEqual([]);
});
