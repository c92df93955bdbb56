import { screen, waitFor } from '@testing-library/react';
import { familyMessages } from 'shared-contract';
import { configureApi, setActiveChildProfile, setUser, type ParentProofKind } from 'shared-events';
import {
  childMia,
  answerCalls,
  apiError,
  sentBodies,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
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

const proof = { parentProof: 'proof-1', expiresInSeconds: 900 };

function renderPrompt(auth: AuthClient = fakeAuthClient().client, kind: ParentProofKind = 'pin') {
  const onClose = jest.fn();
  const onVerified = jest.fn();
  const rendered = renderAuth(
    <>
      <button type="button">Opener</button>
      <PinPrompt isOpen kind={kind} onClose={onClose} onVerified={onVerified} />
    </>,
    { auth },
  );
  rendered.store.dispatch(setUser(parent));
  rendered.store.dispatch(setActiveChildProfile(childMia));
  return { ...rendered, onClose, onVerified, auth };
}

it('hands over on the right PIN', async () => {
  answerCalls({ verifyFamilyPin: () => proof });
  const { user, onVerified } = renderPrompt();
  expect(screen.getByRole('dialog', { name: 'Ask a parent' })).toBeInTheDocument();
  expect(screen.getByLabelText(/Parent PIN/)).toHaveFocus();
  await user.keyboard('4321{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
  expect(sentRequests('verifyFamilyPin')[0]?.body).toEqual({ pin: '4321' });
});

it("says so on a wrong PIN, warns before the lock and words the lock, with the API's words, and leaves the password usable", async () => {
  server.use(
    apiError('verifyFamilyPin', 403, familyMessages.pinWrong, { once: true }),
    apiError('verifyFamilyPin', 403, familyMessages.pinLastTry(15), { once: true }),
    apiError('verifyFamilyPin', 403, familyMessages.pinLocked(5, 15), { once: true }),
    apiError('verifyFamilyPin', 429, TOO_MANY, { once: true }),
  );
  answerCalls({ confirmParentSignIn: () => proof });
  const { user, onVerified } = renderPrompt();
  const pin = screen.getByLabelText(/Parent PIN/);
  const said = [
    'That PIN is not right. Please try again.',
    'That PIN is not right. One more wrong try locks the PIN for 15 minutes.',
    'The PIN is locked after 5 wrong tries. Try again in 15 minutes, or use the parent’s password.',
    TOO_MANY,
  ];
  for (const [index, message] of said.entries()) {
    await user.clear(pin);
    await user.type(pin, `${index}${index}${index}${index}{Enter}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    // The answer is the field's error, the only one shown.
    expect(pin).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  }
  expect(onVerified).not.toHaveBeenCalled();
  // A locked PIN never locks the parent out.
  await user.click(screen.getByRole('button', { name: "Use the parent's password instead" }));
  await user.type(screen.getByLabelText(/Parent's password/), 'Secret-pass1{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
});

it("shows only the current try's error: a malformed PIN after a wrong one says only that it is malformed", async () => {
  server.use(apiError('verifyFamilyPin', 403, familyMessages.pinWrong));
  const { user } = renderPrompt();
  const pin = screen.getByLabelText(/Parent PIN/);
  await user.type(pin, '1111{Enter}');
  expect(await screen.findByText(familyMessages.pinWrong)).toBeInTheDocument();
  await user.clear(pin);
  await user.type(pin, '12a{Enter}');
  expect(await screen.findByText(familyMessages.pinFormat)).toBeInTheDocument();
  expect(screen.queryByText(familyMessages.pinWrong)).not.toBeInTheDocument();
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  // Fixed, it is not refused again for the earlier try.
  await user.type(pin, '{Backspace}3');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(sentRequests('verifyFamilyPin')).toHaveLength(1);
});

it('refuses a PIN that is not 4 digits before asking the API', async () => {
  const { user } = renderPrompt();
  await user.type(screen.getByLabelText(/Parent PIN/), '12a{Enter}');
  expect(await screen.findByText(familyMessages.pinFormat)).toBeInTheDocument();
  expect(sentRequests('verifyFamilyPin')).toHaveLength(0);
});

it("checks the parent's password with the identity provider, then the sign-in with the API, and words a wrong one", async () => {
  const wrong = Object.assign(new Error('Incorrect username or password.'), {
    name: 'NotAuthorizedException',
  });
  const verifyPassword = jest
    .fn<Promise<string>, [string, string]>(async () => 'fresh-token')
    .mockRejectedValueOnce(wrong);
  answerCalls({ confirmParentSignIn: () => proof });
  const { client } = fakeAuthClient({ verifyPassword });
  const { user, onVerified } = renderPrompt(client);
  await user.click(screen.getByRole('button', { name: "Use the parent's password instead" }));
  const password = screen.getByLabelText(/Parent's password/);
  await user.type(password, 'not-it{Enter}');
  expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
  expect(sentRequests('confirmParentSignIn')).toHaveLength(0);
  await user.clear(password);
  await user.type(password, 'Secret-pass1{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
  expect(verifyPassword).toHaveBeenLastCalledWith('pat@example.com', 'Secret-pass1');
  expect(sentBodies('confirmParentSignIn')).toEqual([{ signInToken: 'fresh-token' }]);
});

it("shows the API's refusal of the sign-in in the form, and does not hand over", async () => {
  server.use(apiError('confirmParentSignIn', 403, familyMessages.signInNotFresh));
  const { user, onVerified } = renderPrompt();
  await user.click(screen.getByRole('button', { name: "Use the parent's password instead" }));
  await user.type(screen.getByLabelText(/Parent's password/), 'Secret-pass1{Enter}');
  expect(await screen.findByText(familyMessages.signInNotFresh)).toBeInTheDocument();
  expect(onVerified).not.toHaveBeenCalled();
});

it('asks only for the password when a new PIN is set without the current one', async () => {
  answerCalls({ confirmParentSignIn: () => proof });
  const { user, onVerified } = renderPrompt(fakeAuthClient().client, 'password');
  expect(
    screen.getByText('Your password confirms setting a new PIN without the current one.'),
  ).toBeInTheDocument();
  expect(screen.queryByLabelText(/Parent PIN/)).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Use the PIN instead' })).not.toBeInTheDocument();
  const password = screen.getByLabelText(/Parent's password/);
  expect(password).toHaveFocus();
  await user.type(password, 'Secret-pass1{Enter}');
  await waitFor(() => expect(onVerified).toHaveBeenCalled());
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
