import { LEARNER_PROFILE_HEADER } from 'shared-contract';
import { clearUser, setActiveChildProfile, setUser } from '../session/userSlice';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { apiAnswer, sentRequests, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { configureApi } from './apiConfig';
import { familyApi, switchLearnerProfile } from './familyEndpoints';
import { childMia } from '../testing/fixtures';

const parent = { userId: 'parent-1', attributes: { email: 'parent@example.com', name: 'Pat' } };
const family = { profiles: [{ ...childMia, birthYear: 2015 }], hasPin: true, weeklySummary: false };
const header = LEARNER_PROFILE_HEADER.toLowerCase();

function signedInStore(token: string | null = 'token-1') {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => token });
  const { store } = createAppStore({ storage: createMemoryStorage() });
  store.dispatch(setUser(parent));
  return store;
}

async function readFamily(store: ReturnType<typeof signedInStore>) {
  const request = store.dispatch(familyApi.endpoints.getFamily.initiate(undefined, { forceRefetch: true }));
  await request;
  request.unsubscribe();
}

beforeEach(() => server.use(apiAnswer('getFamily', family)));

describe('the learner-profile header', () => {
  it('is not sent while the parent is active', async () => {
    await readFamily(signedInStore());
    const [request] = sentRequests('getFamily');
    expect(request?.headers.authorization).toBe('Bearer token-1');
    expect(request?.headers).not.toHaveProperty(header);
  });

  it('names the active child profile, and is gone again once the parent is back', async () => {
    const store = signedInStore();
    store.dispatch(switchLearnerProfile(childMia));
    await readFamily(store);
    store.dispatch(switchLearnerProfile(null));
    await readFamily(store);
    const [child, parentAgain] = sentRequests('getFamily');
    expect(child?.headers[header]).toBe(childMia.profileId);
    expect(parentAgain?.headers).not.toHaveProperty(header);
  });

  it('is not sent without a token: a child profile means nothing to the API without the account', async () => {
    const store = signedInStore(null);
    store.dispatch(setActiveChildProfile(childMia));
    await readFamily(store);
    expect(sentRequests('getFamily')[0]?.headers).not.toHaveProperty(header);
  });
});

describe('the active child profile', () => {
  it('is cleared on sign-out, with the kept family', async () => {
    const store = signedInStore();
    await readFamily(store);
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(clearUser());
    expect(store.getState().user.activeChildProfile).toBeNull();
    expect(store.getState().user.familyProfiles).toEqual([]);
  });

  it('is cleared when another account signs in on this device, and kept when the same one does again', async () => {
    const store = signedInStore();
    await readFamily(store);
    store.dispatch(setActiveChildProfile(childMia));
    store.dispatch(setUser(parent));
    expect(store.getState().user.activeChildProfile).toEqual(childMia);
    store.dispatch(setUser({ userId: 'other', attributes: { email: 'o@example.com', name: 'O' } }));
    expect(store.getState().user.activeChildProfile).toBeNull();
    expect(store.getState().user.familyProfiles).toEqual([]);
  });

  it('goes back to the parent when the family read no longer has that child', async () => {
    const store = signedInStore();
    store.dispatch(setActiveChildProfile(childMia));
    server.use(apiAnswer('getFamily', { ...family, profiles: [] }));
    await readFamily(store);
    expect(store.getState().user.activeChildProfile).toBeNull();
  });
});
