import { act, screen, within } from '@testing-library/react';
import { familyMessages, LEARNER_PROFILE_HEADER } from 'shared-contract';
import { configureApi, bus, setActiveChildProfile, setUser } from 'shared-events';
import {
  childMia,
  answerCalls,
  apiAnswer,
  apiError,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { renderAuth, setTestConfig } from '../testing/renderAuth';
import { ParentCheckProvider } from './ParentCheckProvider';
import { UserMenu } from './UserMenu';

const parent = { userId: 'u-1', attributes: { email: 'pat@example.com', name: 'Pat Parent' } };
const leo = { profileId: '22222222-2222-4222-8222-222222222222', name: 'Leo', avatar: 'owl' as const };
const learners = { profiles: [childMia, leo] };
const header = LEARNER_PROFILE_HEADER.toLowerCase();

beforeEach(() => {
  setTestConfig();
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  server.use(apiAnswer('getLearnerProfiles', learners));
});

function renderMenu(auth = fakeAuthClient().client) {
  const rendered = renderAuth(
    <ParentCheckProvider>
      <UserMenu />
    </ParentCheckProvider>,
    { auth },
  );
  act(() => {
    rendered.store.dispatch(setUser(parent));
  });
  return rendered;
}

const openMenu = async (user: ReturnType<typeof renderMenu>['user'], name: string) =>
  user.click(screen.getByRole('button', { name: `Account menu for ${name}` }));

describe('the profile switcher', () => {
  it('lists the parent and each child, and switches from the parent to a child at once', async () => {
    const { store, user } = renderMenu();
    await openMenu(user, 'Pat Parent');
    const list = await screen.findByTestId('profile-switcher');
    const names = within(list)
      .getAllByRole('button')
      .map(
        (choice) => choice.getAttribute('aria-current') + ' ' + choice.textContent?.replace(/^\P{L}+/u, ''),
      );
    expect(names).toEqual(['true PPPat Parent (parent)', 'false Mia', 'false Leo']);
    await user.click(within(list).getByRole('button', { name: 'Mia' }));
    expect(store.getState().user.activeChildProfile).toEqual(childMia);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows a child no e-mail and no parent-only page, and still lists the family', async () => {
    const { store, user } = renderMenu();
    await openMenu(user, 'Pat Parent');
    await screen.findByTestId('profile-switcher');
    await user.keyboard('{Escape}');
    act(() => {
      store.dispatch(setActiveChildProfile(childMia));
    });
    await openMenu(user, 'Mia');
    expect(screen.getByText('Hi, Mia!')).toBeInTheDocument();
    expect(screen.queryByText('pat@example.com')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'My Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Family' })).not.toBeInTheDocument();
    expect(
      within(screen.getByTestId('profile-switcher')).getByRole('button', { name: 'Mia' }),
    ).toHaveAttribute('aria-current', 'true');
    // The list was read once, by the parent.
    expect(sentRequests('getLearnerProfiles')).toHaveLength(1);
  });

  it('asks for the PIN before a child hands the device to the parent or to a sibling', async () => {
    answerCalls({ verifyFamilyPin: () => ({ parentProof: 'proof-1', expiresInSeconds: 900 }) });
    const { store, user } = renderMenu();
    await openMenu(user, 'Pat Parent');
    await user.click(await screen.findByRole('button', { name: 'Mia' }));
    await openMenu(user, 'Mia');
    await user.click(screen.getByRole('button', { name: 'Leo' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask a parent' });
    expect(store.getState().user.activeChildProfile).toEqual(childMia);
    await user.type(within(dialog).getByLabelText(/Parent PIN/), '1234');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Hi, Leo!')).toBeInTheDocument();
    expect(store.getState().user.activeChildProfile).toEqual(leo);
    const [check] = sentRequests('verifyFamilyPin');
    expect(check?.body).toEqual({ pin: '1234' });
    expect(check?.headers[header]).toBe(childMia.profileId);
  });

  it('gives the focus back to the choice that opened the parent check when Escape closes it', async () => {
    const { store, user } = renderMenu();
    await openMenu(user, 'Pat Parent');
    await user.click(await screen.findByRole('button', { name: 'Mia' }));
    await openMenu(user, 'Mia');
    const parentChoice = screen.getByRole('button', { name: /Pat Parent \(parent\)/ });
    await user.click(parentChoice);
    expect(screen.getByLabelText(/Parent PIN/)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parentChoice).toHaveFocus();
    expect(store.getState().user.activeChildProfile).toEqual(childMia);
  });

  it('offers "Add a child profile" when the family has none', async () => {
    server.use(apiAnswer('getLearnerProfiles', { profiles: [] }));
    const { user } = renderMenu();
    await openMenu(user, 'Pat Parent');
    expect(await screen.findByRole('link', { name: 'Add a child profile' })).toHaveAttribute(
      'href',
      '/family',
    );
  });

  it('opens the parent check when a parent-only page asks for it, and not for the parent', async () => {
    const { store } = renderMenu();
    act(() => bus.publish('family:parent-requested', {}));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      store.dispatch(setActiveChildProfile(childMia));
    });
    act(() => bus.publish('family:parent-requested', {}));
    expect(screen.getByRole('dialog', { name: 'Ask a parent' })).toBeInTheDocument();
  });

  it('keeps the child active after a wrong PIN and shows why', async () => {
    server.use(apiError('verifyFamilyPin', 403, familyMessages.pinWrong));
    const { store, user } = renderMenu();
    act(() => {
      store.dispatch(setActiveChildProfile(childMia));
    });
    act(() => bus.publish('family:parent-requested', {}));
    await user.type(screen.getByLabelText(/Parent PIN/), '9999');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(familyMessages.pinWrong)).toBeInTheDocument();
    expect(store.getState().user.activeChildProfile).toEqual(childMia);
  });
});
