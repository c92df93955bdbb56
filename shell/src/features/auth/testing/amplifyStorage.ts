/**
 * localStorage as aws-amplify leaves it after a sign-in (its DefaultTokenStore's keys and JWTs with the claims it
 * reads), for the tests of the stored-session path.
 */
export const STORED_CLIENT_ID = 'client123';
export const STORED_NOW = Date.UTC(2026, 10, 28, 12, 0, 0);
const IN_AN_HOUR = STORED_NOW / 1000 + 3600;

export const base64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
export const jwt = (claims: Record<string, unknown>) =>
  `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

export const accessClaims = {
  sub: 'sub-1',
  token_use: 'access',
  client_id: STORED_CLIENT_ID,
  exp: IN_AN_HOUR,
};
export const idClaims = {
  sub: 'sub-1',
  token_use: 'id',
  aud: STORED_CLIENT_ID,
  exp: IN_AN_HOUR,
  email: 'ada@example.com',
};

/** Amplify's keys after Ada signed in, with `changes` on top: a short name is one of hers, null removes a key. */
export function amplifyStorage(changes: Record<string, string | null> = {}) {
  const user = `CognitoIdentityServiceProvider.${STORED_CLIENT_ID}.ada@example.com`;
  const items = new Map<string, string>([
    [`CognitoIdentityServiceProvider.${STORED_CLIENT_ID}.LastAuthUser`, 'ada@example.com'],
    [`${user}.accessToken`, jwt(accessClaims)],
    [`${user}.idToken`, jwt(idClaims)],
    [`${user}.refreshToken`, 'refresh'],
    [`${user}.clockDrift`, '0'],
  ]);
  for (const [key, value] of Object.entries(changes)) {
    const full = key.startsWith('CognitoIdentityServiceProvider') ? key : `${user}.${key}`;
    if (value === null) items.delete(full);
    else items.set(full, value);
  }
  const keys = () => [...items.keys()];
  return {
    get length() {
      return items.size;
    },
    key: (index: number) => keys()[index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}
