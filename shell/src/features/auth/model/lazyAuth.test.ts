import { accessClaims, amplifyStorage, jwt, STORED_NOW } from '../testing/amplifyStorage';
import { fakeAuthClient } from '../testing/fakeAuthClient';
import { createLazyAuth, type IdentityLayer } from './lazyAuth';
import { SignOutNotRecorded } from './serverSignOut';

const identity = {
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client123',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
};

type Storage = Parameters<typeof createLazyAuth>[0]['storage'];

function storageWith(...keys: string[]): Storage {
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: () => null,
    removeItem: () => undefined,
  };
}

function setup(keys: string[] = [], storage: Storage = storageWith(...keys)) {
  const fake = fakeAuthClient({
    currentUser: jest.fn(async () => ({ userId: 'u1', attributes: { email: 'a@b.c', name: 'Ann' } })),
  });
  const layer: IdentityLayer = { client: fake.client, currentAccessToken: jest.fn(async () => 'token-1') };
  const load = jest.fn(async () => layer);
  const endSession = jest.fn<Promise<void>, [string]>(async () => undefined);
  const endOtherSessions = jest.fn<Promise<void>, [string]>(async () => undefined);
  const lazy = createLazyAuth({ identity, load, storage, endSession, endOtherSessions });
  return { ...lazy, load, fake, endSession, endOtherSessions };
}

it('knows a visitor is signed out without downloading the identity layer', async () => {
  const { auth, currentAccessToken, load } = setup([
    'CognitoIdentityServiceProvider.other-client.LastAuthUser',
    'theme',
  ]);
  expect(await auth.currentUser()).toBeNull();
  expect(await currentAccessToken()).toBeNull();
  expect(load).not.toHaveBeenCalled();
});

it('loads the layer at once for a stored session of this user pool, and only once', async () => {
  const { auth, currentAccessToken, load } = setup(['CognitoIdentityServiceProvider.client123.LastAuthUser']);
  expect(await auth.currentUser()).toEqual({ userId: 'u1', attributes: { email: 'a@b.c', name: 'Ann' } });
  expect(await currentAccessToken()).toBe('token-1');
  expect(load).toHaveBeenCalledTimes(1);
});

it('loads the layer on the first sign-in and passes its events to listeners registered before', async () => {
  const { auth, load, fake } = setup();
  const events: string[] = [];
  auth.onAuthEvent((event) => events.push(event.type));
  expect(await auth.signIn('a@b.c', 'secret')).toEqual({ status: 'done' });
  expect(load).toHaveBeenCalledTimes(1);
  expect(fake.client.signIn).toHaveBeenCalledWith('a@b.c', 'secret');
  fake.emit({ type: 'signedIn' });
  // Loaded now, so the session is read from the layer even with nothing stored.
  expect(await auth.currentUser()).not.toBeNull();
  expect(events).toEqual(['signedIn']);
});

it('loads the layer to send a new confirmation code, even after a reload that kept nothing of it', async () => {
  const { auth, load, fake } = setup();
  expect(await auth.resendSignUpCode('a@b.c')).toEqual({ destination: 'a***@example.com' });
  expect(load).toHaveBeenCalledTimes(1);
  expect(fake.client.resendSignUpCode).toHaveBeenCalledWith('a@b.c');
});

it('loads the layer to reset a forgotten password', async () => {
  const { auth, load, fake } = setup();
  await auth.resetPassword('a@b.c');
  await auth.confirmResetPassword('a@b.c', '123456', 'New@pass1');
  expect(load).toHaveBeenCalledTimes(1);
  expect(fake.client.resetPassword).toHaveBeenCalledWith('a@b.c');
  expect(fake.client.confirmResetPassword).toHaveBeenCalledWith('a@b.c', '123456', 'New@pass1');
});

it('tries the download again after it failed', async () => {
  const { auth, load } = setup();
  load.mockRejectedValueOnce(new Error('ChunkLoadError'));
  await expect(auth.signIn('a@b.c', 'secret')).rejects.toThrow('ChunkLoadError');
  expect(await auth.signIn('a@b.c', 'secret')).toEqual({ status: 'done' });
  expect(load).toHaveBeenCalledTimes(2);
});

describe('a stored session with good tokens', () => {
  // The stored tokens are good for an hour from STORED_NOW; only Date is faked.
  beforeEach(() =>
    jest.useFakeTimers({ now: STORED_NOW, doNotFake: ['setTimeout', 'queueMicrotask', 'nextTick'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('sends its access token and names its user without downloading the identity layer', async () => {
    const { currentAccessToken, storedSessionUserId, load } = setup([], amplifyStorage());
    expect(await currentAccessToken()).toBe(jwt(accessClaims));
    expect(storedSessionUserId()).toBe('sub-1');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the layer for a fresh token once the stored one is about to end', async () => {
    const { currentAccessToken, storedSessionUserId, load } = setup([], amplifyStorage());
    jest.setSystemTime(STORED_NOW + 3600_000 - 30_000);
    expect(storedSessionUserId()).toBeNull();
    expect(await currentAccessToken()).toBe('token-1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('signs this device out even when the layer cannot load for the sign-out', async () => {
    const storage = amplifyStorage();
    const { auth, currentAccessToken, storedSessionUserId, load } = setup([], storage);
    const events: string[] = [];
    auth.onAuthEvent((event) => events.push(event.type));
    load.mockRejectedValueOnce(new Error('ChunkLoadError'));
    await expect(auth.signOut()).rejects.toThrow('ChunkLoadError');
    expect(events).toEqual(['signedOut']);
    expect(storage.length).toBe(0);
    expect(storedSessionUserId()).toBeNull();
    expect(await currentAccessToken()).toBeNull();
  });

  it('leaves the tokens to the layer once it is loaded (it may have refreshed or signed out)', async () => {
    const { auth, currentAccessToken, storedSessionUserId, load } = setup([], amplifyStorage());
    await auth.signIn('a@b.c', 'secret');
    expect(load).toHaveBeenCalledTimes(1);
    expect(storedSessionUserId()).toBeNull();
    expect(await currentAccessToken()).toBe('token-1');
  });
});

describe('a sign-out', () => {
  it('ends the session at the API with the token this device drops, before the provider signs out', async () => {
    const { auth, endSession, fake } = setup(['CognitoIdentityServiceProvider.client123.LastAuthUser']);
    const order: string[] = [];
    endSession.mockImplementation(async (token) => void order.push(`api ${token}`));
    jest.mocked(fake.client.signOut).mockImplementation(async () => void order.push('provider'));
    await auth.signOut();
    expect(order).toEqual(['api token-1', 'provider']);
  });

  it('asks nothing of the API for a visitor', async () => {
    const { auth, endSession, fake } = setup();
    await auth.signOut();
    expect(endSession).not.toHaveBeenCalled();
    expect(fake.client.signOut).toHaveBeenCalled();
  });

  it('signs this device out when the API cannot end the session, then says it did not', async () => {
    const { auth, endSession, fake } = setup(['CognitoIdentityServiceProvider.client123.LastAuthUser']);
    endSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(auth.signOut()).rejects.toThrow(SignOutNotRecorded);
    expect(fake.client.signOut).toHaveBeenCalled();
  });
});

describe("ending the account's other sessions", () => {
  it("asks the API with this device's token, which it keeps", async () => {
    const { auth, endOtherSessions, fake } = setup();
    await auth.signIn('a@b.c', 'secret');
    await auth.endOtherSessions();
    expect(endOtherSessions).toHaveBeenCalledWith('token-1');
    expect(fake.client.signOut).not.toHaveBeenCalled();
  });

  it('rejects without a session on this device, and when the API did not end them', async () => {
    const visitor = setup();
    await expect(visitor.auth.endOtherSessions()).rejects.toThrow('No session on this device');
    expect(visitor.endOtherSessions).not.toHaveBeenCalled();
    const { auth, endOtherSessions } = setup(['CognitoIdentityServiceProvider.client123.LastAuthUser']);
    endOtherSessions.mockRejectedValueOnce(new Error('The server could not end the other sessions (503).'));
    await expect(auth.endOtherSessions()).rejects.toThrow('(503)');
  });
});
