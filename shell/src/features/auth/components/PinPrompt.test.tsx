import { screen, waitFor } from '@testing-library/react';
import { familyMessages } from 'shared-contract';
import { configureApi, setActiveChildProfile, setUser } from 'shared-events';
import { childMia, answerCalls, apiError, sentRequests, server, TEST_API_BASE } from 'shared-events/testing';
import type { AuthClient } from '../model/authClient';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { PinPrompt } from './PinPrompt';

const parent = { userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat Parent' } };
const TOO_MANY = 'Too many requests: please wait 60 seconds and try again.';

beforeEach(() => {
  setTestConfig();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
});

function renderPrompt(auth: AuthClient = fakeAuthClient().client) {
  const onClose = jest.fn();
  const onVerified = jest.fn();
  const rendered = renderAuth(
    <>
      <button type="button">Opener</button>
      <PinPrompt isOpen onClose={onClose} onVerified={onVerified} />
    </>,
    { auth },
  );
  rendered.store.dispatch(setUser(parent));
  rendered.store.dispatch(setActiveChildProfile(childMia));
  return { ...rendered, onClose, onVerified, auth };
}

it('hands over on the right PIN', async () => {
  answerCalls({ verifyFamilyPin: () => ({ verified: true }) });
  const { user, onVerified } = renderPrompt();
  expect(screen.getByRole('dialog', { name: 'Ask a parent' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Parent PIN/)).toHaveFocus();
  await user.keyboard('4321{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
  expect(sentRequests('verifyFamilyPin')[0]?.body).toEqual({ pin: '4321' });
});

it("says so on a wrong PIN and on too many attempts, with the API's words, and does not hand over", async () => {
  server.use(
    apiError('verifyFamilyPin', 403, familyMessages.pinWrong, { once: true }),
    apiError('verifyFamilyPin', 429, TOO_MANY, { once: true }),
  );
  const { user, onVerified } = renderPrompt();
  const pin = screen.getByLabelText(/Parent PIN/);
  await user.type(pin, '1111{Enter}');
  expect(await screen.findByText(familyMessages.pinWrong)).toBeInTheDocument();
  await user.clear(pin);
  await user.type(pin, '2222{Enter}');
  expect(await screen.findByText(TOO_MANY)).toBeInTheDocument();
  expect(onVerified).not.toHaveBeenCalled();
});

it('refuses a PIN that is not 4 digits before asking the API', async () => {
  const { user } = renderPrompt();
  await user.type(screen.getByLabelText(/Parent PIN/), '12a{Enter}');
  expect(await screen.findByText(familyMessages.pinFormat)).toBeInTheDocument();
  expect(sentRequests('verifyFamilyPin')).toHaveLength(0);
});

it("checks the parent's password with the identity provider instead, and words a wrong one", async () => {
  const wrong = Object.assign(new Error('Incorrect username or password.'), {
    name: 'NotAuthorizedException',
  });
  const verifyPassword = jest
    .fn<Promise<void>, [string, string]>(async () => undefined)
    .mockRejectedValueOnce(wrong);
  const { client } = fakeAuthClient({ verifyPassword });
  const { user, onVerified } = renderPrompt(client);
  await user.click(screen.getByRole('button', { name: "Use the parent's password instead" }));
  const password = screen.getByLabelText(/Parent's password/);
  await user.type(password, 'not-it{Enter}');
  expect(await screen.findByText('Incorrect username or password.')).toBeInTheDocument();
  await user.clear(password);
  await user.type(password, 'Secret-pass1{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
  expect(verifyPassword).toHaveBeenLastCalledWith('pat@example.com', 'Secret-pass1');
});

it('keeps focus inside with Tab and closes on Escape', async () => {
  const { user, onClose } = renderPrompt();
  const dialog = screen.getByRole('dialog');
  for (let step = 0; step < 6; step += 1) {
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalled();
});
