import type { Enrollment, ProfileData } from 'shared-contract';
import { createAppStore } from '../store/createAppStore';
import { createMemoryStorage } from '../store/storage';
import { failure, ok, stubFetch } from '../testing/fetchStub';
import { configureApi } from './apiConfig';
import { userApi } from './userEndpoints';

const BASE = 'http://127.0.0.1:4000/dev';
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
    const { requests } = stubFetch(ok({ enrollments: [enrollment] }));
    const subscription = store.dispatch(userApi.endpoints.getEnrollments.initiate('u-1'));
    expect(store.getState().user.enrollmentsStatus).toBe('loading');
    await subscription;
    subscription.unsubscribe();
    expect(requests[0]).toMatchObject({
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
    stubFetch(failure(500));
    const subscription = store.dispatch(userApi.endpoints.getEnrollments.initiate('u-2'));
    await subscription;
    subscription.unsubscribe();
    expect(store.getState().user).toMatchObject({
      enrollmentsStatus: 'failed',
      enrollmentsError: 'Failed to fetch user enrollments',
    });
  });
});

describe('registerUserData', () => {
  it("sends referralLink 'None' and stores the returned record as the profile", async () => {
    const store = makeStore();
    const { requests } = stubFetch(ok(profile));
    await store.dispatch(
      userApi.endpoints.registerUserData.initiate({
        userId: 'u-1',
        userEmail: 'ada@example.com',
        userName: 'Ada',
      }),
    );
    expect(requests[0]).toMatchObject({
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
    stubFetch(ok(profile));
    await store.dispatch(
      userApi.endpoints.registerUserData.initiate({
        userId: 'u-1',
        userEmail: 'ada@example.com',
        userName: 'Ada',
      }),
    );
    const { requests } = stubFetch(ok({ ...profile, ...changes }));
    const result = await store.dispatch(
      userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }),
    );
    expect(result.error).toBeUndefined();
    expect(requests[0]).toMatchObject({
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
    stubFetch({ status: 200, json: { statusCode: 202, body: JSON.stringify(profile) } });
    await store.dispatch(userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }));
    expect(store.getState().user.profileUpdate.error).toBe('Profile update failed or was not verified.');
  });

  it('rejects a plain HTTP 200 whose body carries no statusCode as not verified', async () => {
    const store = makeStore();
    stubFetch({ status: 200, json: { body: JSON.stringify(profile) } });
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
    stubFetch(failure(500));
    await store.dispatch(userApi.endpoints.updateUserData.initiate({ userId: 'u-1', ...changes }));
    expect(store.getState().user.profileUpdate).toEqual({
      updating: false,
      updated: false,
      error: 'Failed to update user profile, status code: 500',
    });
  });
});
