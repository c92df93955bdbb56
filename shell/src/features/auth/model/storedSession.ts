/**
 * The session aws-amplify keeps in localStorage for a user pool client (its DefaultTokenStore's keys), read without
 * loading aws-amplify: a signed-in learner's page load then needs neither its download (~36 KB gzipped) nor its
 * evaluation (~180 ms of main thread at Lighthouse's 4x CPU slowdown) while the stored tokens are good. The API
 * checks every token it is sent. Trusted without asking the identity provider: a session revoked there (a sign-out
 * of all devices) is noticed when its tokens next need refreshing, not at the next page load.
 */
/** Where aws-amplify keeps everything of a user pool client in storage: its session and a hosted sign-in's state. */
export const identityKeyPrefix = (clientId: string): string => `CognitoIdentityServiceProvider.${clientId}.`;

/** A token is used without the identity layer only while it has at least this long left (Amplify's own is 5 s). */
export const STORED_TOKEN_MARGIN_MS = 60_000;

export interface StoredSession {
  /** The user's id (the tokens' `sub`), as aws-amplify's getCurrentUser gives it. */
  userId: string;
  accessToken: string;
}

type Claims = Record<string, unknown>;

/** A JWT's three base64url parts, as aws-amplify's decodeJWT requires. */
const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

function claimsOf(token: string | null): Claims | null {
  if (!token || !JWT_SHAPE.test(token)) return null;
  try {
    const [, payload = ''] = token.split('.');
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return typeof claims === 'object' && claims !== null ? (claims as Claims) : null;
  } catch {
    return null;
  }
}

/**
 * The last signed-in user's session for this client, if its access and id tokens belong together and both have at
 * least STORED_TOKEN_MARGIN_MS left (with the clock drift Amplify recorded); null otherwise (no session, expiring
 * tokens, a hosted sign-in under way, unreadable storage): then the identity layer decides, and refreshes.
 */
export function readStoredSession(
  storage: Pick<Storage, 'getItem'>,
  clientId: string,
  now: number = Date.now(),
): StoredSession | null {
  try {
    const client = identityKeyPrefix(clientId);
    if (storage.getItem(`${client}inflightOAuth`) === 'true') return null;
    const username = storage.getItem(`${client}LastAuthUser`);
    if (!username) return null;
    const user = `${client}${username}`;
    const accessToken = storage.getItem(`${user}.accessToken`);
    const access = claimsOf(accessToken);
    const id = claimsOf(storage.getItem(`${user}.idToken`));
    const drift = Number.parseInt(storage.getItem(`${user}.clockDrift`) ?? '0', 10) || 0;
    const fresh = (claims: Claims) =>
      typeof claims.exp === 'number' && now + drift + STORED_TOKEN_MARGIN_MS < claims.exp * 1000;
    if (!accessToken || !access || !id || !fresh(access) || !fresh(id)) return null;
    if (access.token_use !== 'access' || id.token_use !== 'id') return null;
    if (access.client_id !== clientId || id.aud !== clientId) return null;
    if (typeof id.sub !== 'string' || id.sub === '' || access.sub !== id.sub) return null;
    return { userId: id.sub, accessToken };
  } catch {
    // Storage blocked: the identity layer reads it (or fails) itself.
    return null;
  }
}
