import type { RuntimeConfig } from 'shared-contract';
import * as amplifyAuth from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import type { AuthEvent } from './authClient';
import { createAmplifyAuthClient } from './amplifyAuthClient';

jest.mock('aws-amplify/auth');
jest.mock('aws-amplify/utils', () => ({ Hub: { listen: jest.fn(() => () => undefined) } }));

const auth = jest.mocked(amplifyAuth);
const identity: RuntimeConfig['identity'] = {
  region: 'local',
  userPoolId: 'local_pool',
  userPoolClientId: 'client',
  endpoint: 'http://127.0.0.1:9229',
  authFlowType: 'USER_PASSWORD_AUTH',
};

/** Plays Amplify's auth Hub events to the client's listener; returns what the site was told. */
function hubEvents(...names: string[]): AuthEvent[] {
  const events: AuthEvent[] = [];
  createAmplifyAuthClient(identity).onAuthEvent((event) => events.push(event));
  const [[channel, listener]] = jest.mocked(Hub.listen).mock.calls as unknown as [
    [string, (capsule: { payload: { event: string; data?: unknown } }) => void],
  ];
  expect(channel).toBe('auth');
  for (const event of names)
    listener({
      payload: {
        event,
        data: {
          error: Object.assign(new Error('User cancelled OAuth flow.'), { name: 'OAuthSignInException' }),
        },
      },
    });
  return events;
}

beforeEach(() => jest.clearAllMocks());

it("reports a hosted sign-in's return once, though Amplify emits signInWithRedirect and then signedIn", () => {
  expect(hubEvents('signInWithRedirect', 'signedIn')).toEqual([{ type: 'signedIn' }]);
});

it('reports a sign-out, and a failed hosted sign-in with its message', () => {
  expect(hubEvents('signedOut', 'signInWithRedirect_failure', 'tokenRefresh')).toEqual([
    { type: 'signedOut' },
    { type: 'redirectFailed', message: 'User cancelled OAuth flow.' },
  ]);
});

it('signs out globally, from the embedded provider (its front has GlobalSignOut) as from a real pool', async () => {
  await createAmplifyAuthClient(identity).signOut();
  expect(auth.signOut).toHaveBeenLastCalledWith({ global: true });
  const { endpoint: _embedded, ...realPool } = identity;
  await createAmplifyAuthClient(realPool).signOut();
  expect(auth.signOut).toHaveBeenLastCalledWith({ global: true });
});

it('waits for the confirmation link when sign-up answers COMPLETE_AUTO_SIGN_IN', async () => {
  auth.signUp.mockResolvedValue({
    isSignUpComplete: false,
    nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' },
  } as Awaited<ReturnType<typeof amplifyAuth.signUp>>);
  const client = createAmplifyAuthClient(identity);
  await expect(
    client.signUp({ email: 'grace@example.com', name: 'Grace Hopper', password: 'Secret1!' }),
  ).resolves.toEqual({ status: 'auto-sign-in' });
  expect(auth.signUp).toHaveBeenCalledWith({
    username: 'grace@example.com',
    password: 'Secret1!',
    options: {
      userAttributes: { email: 'grace@example.com', name: 'Grace Hopper' },
      autoSignIn: { authFlowType: 'USER_PASSWORD_AUTH' },
    },
  });
});

it("asks for a new sign-up code for the address and says where Amplify's answer says it went", async () => {
  auth.resendSignUpCode.mockResolvedValue({
    destination: 'g***@example.com',
    deliveryMedium: 'EMAIL',
    attributeName: 'email',
  });
  const client = createAmplifyAuthClient(identity);
  await expect(client.resendSignUpCode('grace@example.com')).resolves.toEqual({
    destination: 'g***@example.com',
  });
  expect(auth.resendSignUpCode).toHaveBeenCalledWith({ username: 'grace@example.com' });
  auth.resendSignUpCode.mockResolvedValue({});
  await expect(client.resendSignUpCode('grace@example.com')).resolves.toEqual({});
});

it("resets a forgotten password through Amplify's resetPassword and confirmResetPassword, by the e-mail", async () => {
  const client = createAmplifyAuthClient(identity);
  await client.resetPassword('grace@example.com');
  expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'grace@example.com' });
  await client.confirmResetPassword('grace@example.com', '123456', 'Cobol@1959');
  expect(auth.confirmResetPassword).toHaveBeenCalledWith({
    username: 'grace@example.com',
    confirmationCode: '123456',
    newPassword: 'Cobol@1959',
  });
});
