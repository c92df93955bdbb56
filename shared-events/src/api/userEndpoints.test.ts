import type { Enrollment, ProfileData } from 'shared-contract';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { apiAnswer, apiError, offContractAnswer, sentRequests, TEST_API_BASE } from '../testing/network';
import { server } from '../testing/server';
import { configureApi } from './apiConfig';
import { userApi } from './userEndpoints';

const BASE = TEST_API_BASE;
const profile: ProfileData = {
  UserID: 'u-1',
  firstName: '',
  lastName: '',
  userName: 'Ada',
  userEmail: 'ada@example.com',
  publicProfile: false,
  LFG: false,
  klaviyoProfileID: null,
  referralLink: 'None',
};
const enrollment: Enrollment = {
  CourseID: 5,
  EnrolledAt: '2024-04-13T10:00:00.000Z',
  Source: 'payment',
  CompletedSteps: [],
};

function makeStore() {
  return createAppStore({ storage: createMemoryStorage() }).store;
}

beforeEach(() => {
  configureApi({ baseUrl: BASE, getAccessToken: () => 'token-1' });
});

describe('getEnrollments', () => {
  it('POSTs the user id and keeps the user slice current', async () => {
    const store = makeStore();
    server.use(apiAnswer('getEnrollments', { enrollments: [enrollment] }));
    const subscription = store.dispatch(userApi.endpoints.getEnrollments.initiate('u-1'));
    expect(store.getState().user.enrollmentsStatus).toBe('loading');
    await subscription;
    subscription.unsubscribe();
    expect(sentRequests()[0]).toMatchObject({
      url: `${BASE}/enrollments`,
      method: 'POST',
      body: { UserID: 'u-1' },
    });
    expect(store.getState().user).toMatchObject({
      enrollments: [enrollment],
      enrollmentsStatus: 'succeeded',
    });
  });

  it("stores 'Failed to fetch user enrollments' when the server gives no message", async () => {
    const store = makeStore();
    server.use(apiError('getEnrollments', 500));
    const subscription = store.dispatch(userApi.endpoints.getEnrollments.initiate('u-2'));
    await subscription;
    subscription.unsubscribe();
    expect(store.getState().user).toMatchObject({
      enrollmentsStatus: 'failed',
      enrollmentsError: 'Failed to fetch user enrollments',
    });
  });
});

/** Registers Ada, as the shell does after her first sign-in; the API answers her stored profile. */
async function register(store: ReturnType<typeof makeStore>) {
  server.use(apiAnswer('registerUserData', profile));
  await store.dispatch(
    userApi.endpoints.registerUserData.initiate({
      userId: 'u-1',
      userEmail: 'ada@example.com',
      userName: 'Ada',
    }),
  );
}

describe('registerUserData', () => {
  it("sends referralLink 'None' and stores the returned record as the profile", async () => {
    const store = makeStore();
    await register(store);
    expect(sentRequests()[0]).toMatchObject({
      url: `${BASE}/user/data`,
      method: 'POST',
      body: { userId: 'u-1', userEmail: 'ada@example.com', referralLink: 'None', userName: 'Ada' },
    });
    expect(store.getState().user.dynamoData).toEqual(profile);
  });
});

describe('updateUserData', () => {
  const changes = {
    firstName: 'Ada',
    lastName: 'King',
    userName: 'countess',
    publicProfile: true,
    LFG: true,
  };

  it('PUTs the profile and copies the changes into the profile record', async () => {
    const store = makeStore();
    await register(store);
    server.use(apiAnswer('updateUserData', { ...profile, ...changes }));
    const result = await store.dispatch(
      userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }),
    );
    expect(result.error).toBeUndefined();
    expect(sentRequests('updateUserData')[0]).toMatchObject({
      method: 'PUT',
      body: {
        UserID: 'u-1',
        FirstName: 'Ada',
        LastName: 'King',
        UserName: 'countess',
        PublicProfile: true,
        LFG: true,
      },
    });
    expect(store.getState().user.dynamoData).toMatchObject(changes);
    expect(store.getState().user.profileUpdate).toEqual({ updating: false, updated: true, error: null });
  });

  it('rejects a response whose statusCode is not 200 as not verified', async () => {
    const store = makeStore();
    server.use(
      offContractAnswer('updateUserData', { json: { statusCode: 202, body: JSON.stringify(profile) } }),
    );
    await store.dispatch(userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }));
    expect(store.getState().user.profileUpdate.error).toBe('Profile update failed or was not verified.');
  });

  it('rejects a plain HTTP 200 whose body carries no statusCode as not verified', async () => {
    const store = makeStore();
    server.use(offContractAnswer('updateUserData', { json: { body: JSON.stringify(profile) } }));
    const result = await store.dispatch(
      userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }),
    );
    expect(result.error).toMatchObject({ message: 'Profile update failed or was not verified.' });
    expect(store.getState().user.profileUpdate).toEqual({
      updating: false,
      updated: false,
      error: 'Profile update failed or was not verified.',
    });
  });

  it('names the status code when the server gives no message', async () => {
    const store = makeStore();
    server.use(apiError('updateUserData', 500));
    await store.dispatch(userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }));
    expect(store.getState().user.profileUpdate).toEqual({
      updating: false,
      updated: false,
      error: 'Failed to update user profile, status code: 500',
    });
  });
});
