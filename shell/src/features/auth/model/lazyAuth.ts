import type { RuntimeConfig } from 'shared-contract';
import { getRuntimeConfig } from 'shared-events';
import type { AuthClient, AuthEvent, ProviderClient } from './authClient';
import { endOtherSessionsAtApi, endSessionAtApi, SignOutNotRecorded } from './serverSignOut';
import { identityKeyPrefix, readStoredSession } from './storedSession';

/** What the identity layer gives the site once loaded. */
export interface IdentityLayer {
  client: ProviderClient;
  /** The signed-in user's access token for API calls, or null. */
  currentAccessToken(): Promise<string | null>;
}

export interface LazyAuthOptions {
  identity: RuntimeConfig['identity'];
  /** Loads the identity layer (aws-amplify, a large download) when it is first needed. */
  load: () => Promise<IdentityLayer>;
  storage?: Pick<Storage, 'length' | 'key' | 'getItem' | 'removeItem'>;
  /** Ends the access token's sessions at the API before a sign-out; the API's signOut call by default. */
  endSession?: (accessToken: string) => Promise<void>;
  /** Ends the account's sessions begun before this token's; the API's signOutOtherSessions call by default. */
  endOtherSessions?: (accessToken: string) => Promise<void>;
}

export interface LazyAuth {
  auth: AuthClient;
  currentAccessToken(): Promise<string | null>;
  /**
   * The user whose stored session is good (storedSession.ts), known without the identity layer; null when only
   * the layer can tell (no session, expiring tokens, or the layer is loaded already).
   */
  storedSessionUserId(): string | null;
}

/**
 * The identity layer, loaded only when needed: when this browser holds identity data for the user pool that the
 * layer must handle (a session whose tokens need refreshing or that is not the stored user's, or a hosted sign-in
 * coming back), else on the first sign-in, sign-up, password reset or sign-out. A visitor never downloads it, and is known to be
 * signed out without it: every session and redirect state the layer keeps is stored under
 * `CognitoIdentityServiceProvider.<client id>.` (identityKeyPrefix). A stored session with good tokens is used as
 * it is: API calls send its access token, and the start-up keeps the user it stored.
 */
export function createLazyAuth({
  identity,
  load,
  storage = window.localStorage,
  endSession = (accessToken) => endSessionAtApi(getRuntimeConfig().apiBaseUrl, accessToken),
  endOtherSessions = (accessToken) => endOtherSessionsAtApi(getRuntimeConfig().apiBaseUrl, accessToken),
}: LazyAuthOptions): LazyAuth {
  const prefix = identityKeyPrefix(identity.userPoolClientId);
  const listeners = new Set<(event: AuthEvent) => void>();
  let layer: Promise<IdentityLayer> | undefined;

  const storedIdentityKeys = () => {
    const keys: string[] = [];
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) keys.push(key);
    }
    return keys;
  };
  const forgetStoredIdentity = () => storedIdentityKeys().forEach((key) => storage.removeItem(key));

  const hasStoredIdentity = () => storedIdentityKeys().length > 0;

  const loaded = (): Promise<IdentityLayer> => {
    layer ??= load().then(
      (ready) => {
        ready.client.onAuthEvent((event) => listeners.forEach((listener) => listener(event)));
        return ready;
      },
      (error: unknown) => {
        // A failed download is tried again on the next use.
        layer = undefined;
        throw error;
      },
    );
    return layer;
  };
  /** A good stored session, used until the layer is loaded (from then on the layer keeps the tokens). */
  const storedSession = () => (layer ? null : readStoredSession(storage, identity.userPoolClientId));
  /** The layer when it is loaded or needed for what the browser holds; undefined for a plain visitor. */
  const loadedIfNeeded = () => (layer || hasStoredIdentity() ? loaded() : undefined);

  async function currentAccessToken(): Promise<string | null> {
    const stored = storedSession();
    if (stored) return stored.accessToken;
    const ready = loadedIfNeeded();
    if (!ready) return null;
    try {
      return await (await ready).currentAccessToken();
    } catch {
      return null;
    }
  }

  const auth: AuthClient = {
    async currentUser() {
      const ready = loadedIfNeeded();
      if (!ready) return null;
      try {
        return await (await ready).client.currentUser();
      } catch {
        return null;
      }
    },
    signIn: async (email, password) => (await loaded()).client.signIn(email, password),
    signUp: async (input) => (await loaded()).client.signUp(input),
    confirmSignUp: async (email, code) => (await loaded()).client.confirmSignUp(email, code),
    resendSignUpCode: async (email) => (await loaded()).client.resendSignUpCode(email),
    resetPassword: async (email) => (await loaded()).client.resetPassword(email),
    confirmResetPassword: async (email, code, newPassword) =>
      (await loaded()).client.confirmResetPassword(email, code, newPassword),
    autoSignIn: async () => (await loaded()).client.autoSignIn(),
    verifyPassword: async (email, password) => (await loaded()).client.verifyPassword(email, password),
    async signOut() {
      // The API is told first, with the token this device is about to drop: the provider's sign-out does not reach
      // it, and without the token nothing could prove the account afterwards. This device signs out whatever the
      // API answered (the learner asked to leave it), and says so when the server kept the session open.
      const token = await currentAccessToken();
      let notEnded: SignOutNotRecorded | undefined;
      if (token) {
        try {
          await endSession(token);
        } catch (error) {
          notEnded =
            error instanceof SignOutNotRecorded
              ? error
              : new SignOutNotRecorded('The server could not end the session.', { cause: error });
        }
      }
      let ready: IdentityLayer;
      try {
        ready = await loaded();
      } catch (error) {
        // A page on a stored session has not loaded the layer; if it cannot load now, this device signs out anyway:
        // the session the layer kept is removed and the page told, as the layer would do without the provider.
        forgetStoredIdentity();
        listeners.forEach((listener) => listener({ type: 'signedOut' }));
        throw notEnded ?? error;
      }
      await ready.client.signOut();
      if (notEnded) throw notEnded;
    },
    async endOtherSessions() {
      const token = await currentAccessToken();
      if (!token) throw new Error('No session on this device to keep.');
      await endOtherSessions(token);
    },
    signInWithGoogle: async () => (await loaded()).client.signInWithGoogle(),
    onAuthEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return { auth, storedSessionUserId: () => storedSession()?.userId ?? null, currentAccessToken };
}
