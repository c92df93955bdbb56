import { act, screen, waitFor } from '@testing-library/react';
import { configureApi, bus, setActiveChildProfile, setEnrollments, setUser } from 'shared-events';
import { answerCalls, apiAnswer, childMia, sentBodies, server, TEST_API_BASE } from 'shared-events/testing';
import { SignOutNotRecorded } from '../model/serverSignOut';
import { SIGNED_OUT_HERE_ONLY } from '../model/useAuthActions';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { ParentCheckProvider } from './ParentCheckProvider';
import { UserMenu } from './UserMenu';

const menu = (
  <ParentCheckProvider>
    <UserMenu />
  </ParentCheckProvider>
);

beforeEach(() => {
  setTestConfig();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  // The menu reads who learns on this device for its profile switcher (ProfileSwitcher.test.tsx).
  server.use(apiAnswer('getLearnerProfiles', { profiles: [] }));
});

const enrollment = (CourseID: number) => ({
  CourseID,
  EnrolledAt: '2024-04-13T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: [],
});

it('shows a user icon that asks for the sign-in modal when signed out', async () => {
  const requests: unknown[] = [];
  const stop = bus.subscribe('auth:sign-in-requested', (payload) => requests.push(payload));
  const { user } = renderAuth(menu, { auth: fakeAuthClient().client });
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(requests).toEqual([{}]);
  stop();
});

it('shows initials and a menu with e-mail, greeting, course count, profile and sign-out', async () => {
  const { client } = fakeAuthClient();
  const { store, user } = renderAuth(menu, { auth: client });
  act(() => {
    store.dispatch(
      setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } }),
    );
    store.dispatch(setEnrollments([enrollment(1), enrollment(5)]));
  });
  const button = screen.getByRole('button', { name: 'Account menu for Ada Lovelace' });
  expect(button).toHaveTextContent('AL');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  await user.click(button);
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('ada@example.com')).toBeInTheDocument();
  expect(screen.getByText('Hi, Ada Lovelace!')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /My Courses/ })).toHaveAttribute('href', '/my-courses');
  expect(screen.getByLabelText('2 enrolled')).toHaveTextContent('2');
  expect(screen.getByRole('link', { name: 'My Profile' })).toHaveAttribute('href', '/my-profile');
  await user.keyboard('{Escape}');
  expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.click(button);
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(client.signOut).toHaveBeenCalled();
});

it('signs this device out and says so when the server could not end the session', async () => {
  const { client } = fakeAuthClient({
    signOut: jest.fn(async () => {
      throw new SignOutNotRecorded('The server could not be reached to end the session.');
    }),
  });
  const { store, user } = renderAuth(menu, { auth: client });
  act(() => {
    store.dispatch(
      setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } }),
    );
  });
  await user.click(screen.getByRole('button', { name: 'Account menu for Ada Lovelace' }));
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  expect(client.signOut).toHaveBeenCalled();
  expect(store.getState().user).toMatchObject({ isModalOpen: true, modalMessage: SIGNED_OUT_HERE_ONLY });
});

it("asks a child profile for the parent's PIN before signing the whole account out, and signs out once it is right", async () => {
  answerCalls({ verifyFamilyPin: () => ({ parentProof: 'proof-1', expiresInSeconds: 900 }) });
  const { client } = fakeAuthClient();
  const { store, user } = renderAuth(menu, { auth: client });
  act(() => {
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat Parent' } }));
    store.dispatch(setActiveChildProfile(childMia));
  });
  await user.click(screen.getByRole('button', { name: 'Account menu for Mia' }));
  const signOut = screen.getByRole('button', { name: 'Sign Out' });
  await user.click(signOut);
  expect(await screen.findByRole('dialog', { name: 'Ask a parent' })).toBeInTheDocument();
  expect(client.signOut).not.toHaveBeenCalled();

  // Closed without the PIN: nothing is signed out, and the menu and its Sign Out are where they were.
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(client.signOut).not.toHaveBeenCalled();
  expect(signOut).toHaveFocus();

  await user.click(signOut);
  await user.type(await screen.findByLabelText(/Parent PIN/), '4321{Enter}');
  await waitFor(() => expect(client.signOut).toHaveBeenCalledTimes(1));
  expect(sentBodies('verifyFamilyPin')).toEqual([{ pin: '4321' }]);
});
