import { PARENT_PROOF_HEADER } from 'shared-contract';
import { bus, createAppStore, familyApi, switchLearnerProfile, userApi, type AppStore } from 'shared-events';
import {
  childMia,
  apiAnswer,
  apiFailure,
  apiSequence,
  sentRequests,
  server,
  TEST_API_BASE,
} from 'shared-events/testing';
import { configureApi } from 'shared-events';
import type { Persistor } from 'redux-persist';
import { takeSignInReturn } from '../../features/auth/model/signInReturn';
import { fakeAuthClient } from '../../features/auth/testing/fakeAuthClient';
import { SESSION_ENDED_MESSAGE, startSession } from './startSession';

const ada = { userId: 'u-1', attributes: { email: 'ada@example.com', name: 'Ada Lovelace' } };
const profile = {
  UserID: 'u-1',
  firstName: '',
  lastName: '',
  userName: 'Ada Lovelace',
  userEmail: 'ada@example.com',
  publicProfile: false,
  LFG: false,
  klaviyoProfileID: null,
  referralLink: 'None',
};
const enrollment = {
  CourseID: 5,
  EnrolledAt: '2024-04-13T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: [],
};

let stop: () => void = () => undefined;
afterEach(() => stop());

function storage() {
  const items = new Map<string, string>();
  return {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  };
}

async function start(client: ReturnType<typeof fakeAuthClient>['client']) {
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store, persistor } = createAppStore({ storage: storage() });
  ({ stop } = startSession({ store, persistor: persistor as Persistor, auth: client }));
  await new Promise((resolve) => setTimeout(resolve, 50));
  return store as AppStore;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

it('at start, loads the signed-in user, registers the user record and loads the enrollments', async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }),
  );
  const { client } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const store = await start(client);
  await settle();
  expect(store.getState().user).toMatchObject({
    isLoggedIn: true,
    userInfo: ada,
    dynamoData: profile,
    enrollments: [enrollment],
  });
  expect(sentRequests().map((request) => [request.method, request.url, request.body])).toEqual([
    [
      'POST',
      `${TEST_API_BASE}/user/data`,
      { userId: 'u-1', userEmail: 'ada@example.com', referralLink: 'None', userName: 'Ada Lovelace' },
    ],
    ['POST', `${TEST_API_BASE}/enrollments`, { UserID: 'u-1' }],
  ]);
});

it('opens the sign-in modal with the message of a sign-in request from any area', async () => {
  const { client } = fakeAuthClient();
  const store = await start(client);
  bus.publish('auth:sign-in-requested', { message: 'Please login to enroll in this course.' });
  expect(store.getState().user).toMatchObject({
    isModalOpen: true,
    modalMessage: 'Please login to enroll in this course.',
  });
});

it('keeps where a sign-in request leads for after the sign-in, and forgets it for a request that names none', async () => {
  const { client } = fakeAuthClient();
  await start(client);
  bus.publish('auth:sign-in-requested', { returnTo: '/checkout?courseId=3' });
  expect(takeSignInReturn()).toBe('/checkout?courseId=3');
  bus.publish('auth:sign-in-requested', { returnTo: '/checkout?courseId=3' });
  bus.publish('auth:sign-in-requested', {});
  expect(takeSignInReturn()).toBeNull();
});

it('clears the user and publishes signed-out when the identity layer signs out', async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }),
  );
  const { client, emit } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const store = await start(client);
  await settle();
  const events: unknown[] = [];
  const unsubscribe = bus.subscribe('auth:signed-out', (payload) => events.push(payload));
  emit({ type: 'signedOut' });
  expect(store.getState().user).toMatchObject({ isLoggedIn: false, userInfo: null, enrollments: [] });
  expect(events).toEqual([{}]);
  unsubscribe();
});

it("forgets the parent proof on sign-out: the next account's calls do not carry it", async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence('getEnrollments', { enrollments: [] }),
    apiAnswer('verifyFamilyPin', { parentProof: 'proof-1', expiresInSeconds: 900 }),
    apiAnswer('getFamily', { profiles: [], hasPin: true, weeklySummary: false }),
  );
  const { client, emit } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const store = await start(client);
  await settle();
  const readFamily = async () => {
    const request = store.dispatch(familyApi.endpoints.getFamily.initiate(undefined, { forceRefetch: true }));
    await request;
    request.unsubscribe();
  };
  await store.dispatch(familyApi.endpoints.verifyFamilyPin.initiate({ pin: '1234' }));
  await readFamily();
  emit({ type: 'signedOut' });
  await readFamily();
  const header = PARENT_PROOF_HEADER.toLowerCase();
  expect(sentRequests('getFamily').map((request) => request.headers[header])).toEqual(['proof-1', undefined]);
});

it('signs this device out once and asks to sign in again when the API refuses its token (signed out elsewhere)', async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }),
  );
  const { client } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const { store, persistor } = createAppStore({ storage: storage() });
  const session = startSession({ store, persistor: persistor as Persistor, auth: client });
  stop = session.stop;
  configureApi({
    baseUrl: TEST_API_BASE,
    getAccessToken: () => 'token',
    onSessionEnded: session.sessionEnded,
  });
  await settle();
  expect(store.getState().user.isLoggedIn).toBe(true);

  const ended = apiFailure(401, 'This sign-in has ended (signed out): please sign in again');
  server.use(...apiSequence('getEnrollments', ended, ended));
  // Two refused calls at once end the session once.
  await Promise.all([
    store.dispatch(userApi.endpoints.getEnrollments.initiate('u-1', { forceRefetch: true })),
    store.dispatch(userApi.endpoints.getEnrollments.initiate('u-1', { forceRefetch: true })),
  ]);
  await settle();
  expect(client.signOut).toHaveBeenCalledTimes(1);
  expect(store.getState().user).toMatchObject({ isLoggedIn: false, isModalOpen: true });
  expect(JSON.stringify(store.getState().user)).toContain(SESSION_ENDED_MESSAGE);
});

it('shows a failed hosted sign-in in the modal', async () => {
  const { client, emit } = fakeAuthClient();
  const store = await start(client);
  emit({ type: 'redirectFailed', message: 'User cancelled OAuth flow.' });
  expect(store.getState().user).toMatchObject({
    isModalOpen: true,
    loginError: 'User cancelled OAuth flow.',
  });
});

it("registers the user record and loads the enrollments once when a hosted sign-in's return reports the user again", async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }),
  );
  const { client, emit } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const store = await start(client);
  emit({ type: 'signedIn' });
  emit({ type: 'signedIn' });
  await settle();
  expect(client.currentUser).toHaveBeenCalledTimes(3);
  expect(sentRequests().map((request) => [request.method, request.url])).toEqual([
    ['POST', `${TEST_API_BASE}/user/data`],
    ['POST', `${TEST_API_BASE}/enrollments`],
  ]);
  expect(store.getState().user).toMatchObject({ isLoggedIn: true, dynamoData: profile });
});

it('registers the record again after a sign-out and a new sign-in', async () => {
  server.use(
    ...apiSequence('registerUserData', profile, profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }, { enrollments: [enrollment] }),
  );
  const { client, emit } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  await start(client);
  await settle();
  emit({ type: 'signedOut' });
  emit({ type: 'signedIn' });
  await settle();
  expect(sentRequests().map((request) => request.url.replace(TEST_API_BASE, ''))).toEqual([
    '/user/data',
    '/enrollments',
    '/user/data',
    '/enrollments',
  ]);
});

it("reads the enrollments again, as the child's, when a child profile becomes the learner and when the parent is back", async () => {
  server.use(
    ...apiSequence('registerUserData', profile),
    ...apiSequence(
      'getEnrollments',
      { enrollments: [enrollment] },
      { enrollments: [] },
      { enrollments: [enrollment] },
    ),
  );
  const { client } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  const store = await start(client);
  await settle();
  store.dispatch(switchLearnerProfile(childMia));
  await settle();
  expect(store.getState().user.enrollments).toEqual([]);
  store.dispatch(switchLearnerProfile(null));
  await settle();
  const sent = sentRequests('getEnrollments');
  expect(sent.map((request) => request.headers['x-learner-profile'])).toEqual([
    undefined,
    childMia.profileId,
    undefined,
  ]);
  expect(store.getState().user.enrollments).toEqual([enrollment]);
  // The new learner's enrolments stay subscribed: a purchase elsewhere refreshes them.
  server.use(...apiSequence('getEnrollments', { enrollments: [] }));
  store.dispatch(userApi.util.invalidateTags(['Enrollments']));
  await settle();
  expect(sentRequests('getEnrollments')).toHaveLength(4);
});

it('does not register the record again when a page starts with a child profile as the learner', async () => {
  server.use(
    ...apiSequence('registerUserData', profile, profile),
    ...apiSequence('getEnrollments', { enrollments: [enrollment] }, { enrollments: [] }, { enrollments: [] }),
  );
  const { client } = fakeAuthClient({ currentUser: jest.fn(async () => ada) });
  configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
  const { store, persistor } = createAppStore({ storage: storage() });
  ({ stop } = startSession({ store, persistor: persistor as Persistor, auth: client }));
  await settle();
  store.dispatch(switchLearnerProfile(childMia));
  await settle();
  stop();
  // The next page of the same device: the session starts again on the stored state.
  ({ stop } = startSession({ store, persistor: persistor as Persistor, auth: client }));
  await settle();
  expect(sentRequests('registerUserData')).toHaveLength(1);
  expect(sentRequests('getEnrollments').map((request) => request.headers['x-learner-profile'])).toEqual([
    undefined,
    childMia.profileId,
    childMia.profileId,
  ]);
});

describe('a page load with a good stored session', () => {
  /** A first page signs Ada in (the identity layer asked); the next page starts on the stored state. */
  async function nextPage(storedSessionUserId: () => string | null) {
    server.use(
      ...apiSequence('registerUserData', profile, profile),
      ...apiSequence('getEnrollments', { enrollments: [enrollment] }, { enrollments: [enrollment] }),
    );
    const currentUser = jest.fn(async () => ada);
    const { client } = fakeAuthClient({ currentUser });
    configureApi({ baseUrl: TEST_API_BASE, getAccessToken: () => 'token' });
    const { store, persistor } = createAppStore({ storage: storage() });
    ({ stop } = startSession({ store, persistor: persistor as Persistor, auth: client }));
    await settle();
    stop();
    currentUser.mockClear();
    ({ stop } = startSession({
      store,
      persistor: persistor as Persistor,
      auth: client,
      storedSessionUserId,
    }));
    await settle();
    return { store, currentUser };
  }

  it('keeps the stored user without asking the identity layer, and still loads the enrollments', async () => {
    const { store, currentUser } = await nextPage(() => 'u-1');
    expect(currentUser).not.toHaveBeenCalled();
    expect(store.getState().user).toMatchObject({
      isLoggedIn: true,
      userInfo: ada,
      enrollments: [enrollment],
    });
    expect(sentRequests('getEnrollments')).toHaveLength(2);
  });

  it("asks the identity layer when the stored session is another user's", async () => {
    const { currentUser } = await nextPage(() => 'u-2');
    expect(currentUser).toHaveBeenCalledTimes(1);
  });

  it('asks the identity layer when the stored session is not good (expiring, or none)', async () => {
    const { currentUser } = await nextPage(() => null);
    expect(currentUser).toHaveBeenCalledTimes(1);
  });
});
