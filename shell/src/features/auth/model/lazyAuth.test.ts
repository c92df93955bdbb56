import { fakeAuthClient } from '../testing/fakeAuthClient';
import { createLazyAuth, type IdentityLayer } from './lazyAuth';

const identity = {
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client123',
  authFlowType: 'USER_PASSWORD_AUTH' as const,
};

function storageWith(...keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

function setup(keys: string[] = []) {
  const fake = fakeAuthClient({
    currentUser: jest.fn(async () => ({ userId: 'u1', attributes: { email: 'a@b.c', name: 'Ann' } })),
  });
  const layer: IdentityLayer = { client: fake.client, currentAccessToken: jest.fn(async () => 'token-1') };
  const load = jest.fn(async () => layer);
  const lazy = createLazyAuth({ identity, load, storage: storageWith(...keys) });
  return { ...lazy, load, fake };
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

it('tries the download again after it failed', async () => {
  const { auth, load } = setup();
  load.mockRejectedValueOnce(new Error('ChunkLoadError'));
  await expect(auth.signIn('a@b.c', 'secret')).rejects.toThrow('ChunkLoadError');
  expect(await auth.signIn('a@b.c', 'secret')).toEqual({ status: 'done' });
  expect(load).toHaveBeenCalledTimes(2);
});
