import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Provider } from 'react-redux';
import { configureApi, createAppStore, setActiveChildProfile, setDynamoData, setUser } from 'shared-events';
import {
  childMia,
  apiFailure as failure,
  apiHandler,
  apiSequence,
  profileData,
  sentRequests,
  server,
  TEST_API_BASE,
  watchRequests,
} from 'shared-events/testing';
import { NAME_MAX, updateUserDataRequest } from 'shared-contract';
import { ThemeProvider } from 'shared-ui';
import ProfilePage from './ProfilePage';

const profile = profileData();

function renderPage({ signedIn = true, profileLoaded = true, record = profile, child = false } = {}) {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store } = createAppStore({
    storage: { getItem: async () => null, setItem: async () => undefined, removeItem: async () => undefined },
  });
  if (signedIn) {
    store.dispatch(setUser({ userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada' } }));
    if (profileLoaded) store.dispatch(setDynamoData(record));
    if (child) store.dispatch(setActiveChildProfile(childMia));
  }
  const rendered = render(
    <Provider store={store}>
      <ThemeProvider>
        <MemoryRouter initialEntries={['/my-profile']}>
          <Routes>
            <Route path="/" element={<p>Home page</p>} />
            <Route path="/my-profile" element={<ProfilePage />} />
          </Routes>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return { ...rendered, store, user: userEvent.setup() };
}

it("shows a child profile 'Ask a parent' instead of the parent's profile and e-mail", () => {
  renderPage({ child: true, profileLoaded: false });
  expect(screen.getByRole('heading', { name: 'Ask a parent' })).toBeInTheDocument();
  expect(screen.queryByText('ada@example.com')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'My Profile' })).not.toBeInTheDocument();
  expect(sentRequests('registerUserData')).toHaveLength(0);
});

it('redirects to / when signed out', () => {
  renderPage({ signedIn: false });
  expect(screen.getByText('Home page')).toBeInTheDocument();
});

it('shows the profile with a read-only e-mail', () => {
  renderPage();
  expect(screen.getByLabelText('First name')).toHaveValue('Ada');
  expect(screen.getByLabelText('Last name')).toHaveValue('Lovelace');
  expect(screen.getByLabelText('Username')).toHaveValue('ada');
  expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  expect(screen.getByRole('switch', { name: 'Public profile' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Looking for group (LFG)' })).not.toBeChecked();
});

it('shows a spinner until the profile record arrives, asking for it, then the form', async () => {
  server.use(...apiSequence('registerUserData', profile));
  renderPage({ profileLoaded: false });
  expect(screen.getByRole('status')).toHaveTextContent('Loading your profile');
  expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
  expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(sentRequests()).toEqual([
    expect.objectContaining({
      method: 'POST',
      url: `${TEST_API_BASE}/user/data`,
      body: { userId: 'u-1', userEmail: 'ada@example.com', userName: 'Ada', referralLink: 'None' },
    }),
  ]);
});

it('says the record could not be fetched and loads it on Try again', async () => {
  server.use(...apiSequence('registerUserData', failure(500), profile));
  const { user } = renderPage({ profileLoaded: false });
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch user enrollments');
  expect(alert).toHaveStyle({ color: '#c62828' });
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByLabelText('First name')).toHaveValue('Ada');
  expect(screen.queryByText('Failed to fetch user enrollments')).not.toBeInTheDocument();
  expect(sentRequests().map((request) => request.url)).toEqual([
    `${TEST_API_BASE}/user/data`,
    `${TEST_API_BASE}/user/data`,
  ]);
});

it('saves with a spinner, then says the profile was updated', async () => {
  const { user, store } = renderPage();
  // Hold the answer until the spinner has been seen.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    apiHandler('updateUserData', async () => {
      await answered;
      return { ...profile, firstName: 'Augusta', LFG: true };
    }),
  );
  await user.clear(screen.getByLabelText('First name'));
  await user.type(screen.getByLabelText('First name'), 'Augusta');
  await user.click(screen.getByRole('switch', { name: 'Looking for group (LFG)' }));
  const save = screen.getByRole('button', { name: 'Save Changes' });
  await user.click(save);
  expect(save).toHaveAttribute('aria-busy', 'true');
  answer();
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(sentRequests()[0]?.body).toEqual({
    UserID: 'u-1',
    FirstName: 'Augusta',
    LastName: 'Lovelace',
    UserName: 'ada',
    PublicProfile: false,
    LFG: true,
  });
  expect(store.getState().user.dynamoData).toMatchObject({ firstName: 'Augusta', LFG: true });
});

it('shows the error in red when the update fails', async () => {
  const { user } = renderPage();
  server.use(...apiSequence('updateUserData', failure(500)));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to update user profile, status code: 500');
  expect(alert).toHaveStyle({ color: '#c62828' });
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
});

it("refuses, as the API does, a username over the contract's limit, and sends nothing", async () => {
  // The record's username starts as the account's name, which may be longer than a profile's.
  const userName = 'a'.repeat(NAME_MAX + 1);
  const { user } = renderPage({ record: { ...profile, userName } });
  const requested = watchRequests();
  const update = { UserID: 'u-1', FirstName: 'Ada', LastName: 'Lovelace', PublicProfile: false, LFG: false };
  expect(updateUserDataRequest.safeParse({ ...update, UserName: userName }).success).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  const field = screen.getByLabelText('Username');
  expect(field).toHaveAccessibleDescription('Your username must be at most 100 characters');
  expect(field).toHaveFocus();
  expect(requested).toEqual([]);
  expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, 'countess');
  expect(field).not.toHaveAccessibleDescription();
});
