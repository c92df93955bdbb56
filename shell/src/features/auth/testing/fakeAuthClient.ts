import type { AuthClient, AuthEvent } from '../model/authClient';

/** An AuthClient whose every method is a jest mock; `emit` plays an identity-layer event. */
export function fakeAuthClient(overrides: Partial<AuthClient> = {}) {
  const listeners = new Set<(event: AuthEvent) => void>();
  const client = {
    currentUser: jest.fn<ReturnType<AuthClient['currentUser']>, []>(async () => null),
    signIn: jest.fn<ReturnType<AuthClient['signIn']>, Parameters<AuthClient['signIn']>>(async () => ({
      status: 'done',
    })),
    signUp: jest.fn<ReturnType<AuthClient['signUp']>, Parameters<AuthClient['signUp']>>(async () => ({
      status: 'confirm',
      destination: 'a***@example.com',
    })),
    confirmSignUp: jest.fn<ReturnType<AuthClient['confirmSignUp']>, Parameters<AuthClient['confirmSignUp']>>(
      async () => 'auto-sign-in',
    ),
    resendSignUpCode: jest.fn<
      ReturnType<AuthClient['resendSignUpCode']>,
      Parameters<AuthClient['resendSignUpCode']>
    >(async () => ({ destination: 'a***@example.com' })),
    resetPassword: jest.fn<ReturnType<AuthClient['resetPassword']>, Parameters<AuthClient['resetPassword']>>(
      async () => undefined,
    ),
    confirmResetPassword: jest.fn<
      ReturnType<AuthClient['confirmResetPassword']>,
      Parameters<AuthClient['confirmResetPassword']>
    >(async () => undefined),
    autoSignIn: jest.fn<ReturnType<AuthClient['autoSignIn']>, []>(async () => true),
    signOut: jest.fn<ReturnType<AuthClient['signOut']>, []>(async () => {
      listeners.forEach((listener) => listener({ type: 'signedOut' }));
    }),
    verifyPassword: jest.fn<
      ReturnType<AuthClient['verifyPassword']>,
      Parameters<AuthClient['verifyPassword']>
    >(async () => 'fresh-access-token'),
    endOtherSessions: jest.fn<ReturnType<AuthClient['endOtherSessions']>, []>(async () => undefined),
    signInWithGoogle: jest.fn<ReturnType<AuthClient['signInWithGoogle']>, []>(async () => undefined),
    onAuthEvent: (listener: (event: AuthEvent) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ...overrides,
  };
  const emit = (event: AuthEvent) => listeners.forEach((listener) => listener(event));
  return { client: client satisfies AuthClient, emit };
}
