import {
  accessClaims,
  amplifyStorage,
  base64url,
  idClaims,
  jwt,
  STORED_CLIENT_ID as CLIENT,
  STORED_NOW as NOW,
} from '../testing/amplifyStorage';
import { readStoredSession, STORED_TOKEN_MARGIN_MS } from './storedSession';

const IN_AN_HOUR = NOW / 1000 + 3600;

it('reads the last user’s session: their id and the access token to send', () => {
  expect(readStoredSession(amplifyStorage(), CLIENT, NOW)).toEqual({
    userId: 'sub-1',
    accessToken: jwt(accessClaims),
  });
});

it('leaves tokens with less than a minute left to the identity layer, counting the recorded clock drift', () => {
  const closeToEnd = (NOW + STORED_TOKEN_MARGIN_MS - 1000) / 1000;
  expect(
    readStoredSession(
      amplifyStorage({ accessToken: jwt({ ...accessClaims, exp: closeToEnd }) }),
      CLIENT,
      NOW,
    ),
  ).toBeNull();
  expect(
    readStoredSession(amplifyStorage({ idToken: jwt({ ...idClaims, exp: closeToEnd }) }), CLIENT, NOW),
  ).toBeNull();
  // The device's clock is 59 minutes and 30 seconds behind the identity provider's.
  expect(readStoredSession(amplifyStorage({ clockDrift: String(3570_000) }), CLIENT, NOW)).toBeNull();
});

it('knows no session without a last user or without both tokens', () => {
  expect(
    readStoredSession(
      amplifyStorage({ [`CognitoIdentityServiceProvider.${CLIENT}.LastAuthUser`]: null }),
      CLIENT,
      NOW,
    ),
  ).toBeNull();
  expect(readStoredSession(amplifyStorage({ accessToken: null }), CLIENT, NOW)).toBeNull();
  expect(readStoredSession(amplifyStorage({ idToken: null }), CLIENT, NOW)).toBeNull();
  expect(readStoredSession(amplifyStorage(), 'other-client', NOW)).toBeNull();
});

it('refuses tokens that do not belong together or are not what they say', () => {
  const refused: Record<string, string>[] = [
    { accessToken: jwt({ ...accessClaims, sub: 'sub-2' }) },
    { accessToken: jwt({ ...accessClaims, client_id: 'other-client' }) },
    { accessToken: jwt({ ...accessClaims, token_use: 'id' }) },
    { idToken: jwt({ ...idClaims, token_use: 'access' }) },
    { idToken: jwt({ ...idClaims, sub: '' }) },
    { accessToken: 'not-a-token' },
    { accessToken: jwt(accessClaims).split('.').slice(1).join('.') },
    { idToken: jwt({ ...idClaims, aud: 'other-client' }) },
    { idToken: `${base64url({})}.${btoa('[1,2').replace(/=+$/, '')}.sig` },
    { accessToken: jwt({ ...accessClaims, exp: String(IN_AN_HOUR) }) },
  ];
  for (const changes of refused) expect(readStoredSession(amplifyStorage(changes), CLIENT, NOW)).toBeNull();
});

it('leaves a hosted sign-in under way to the identity layer', () => {
  const storage = amplifyStorage({ [`CognitoIdentityServiceProvider.${CLIENT}.inflightOAuth`]: 'true' });
  expect(readStoredSession(storage, CLIENT, NOW)).toBeNull();
});

it('knows no session when storage cannot be read', () => {
  const blocked = {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  };
  expect(readStoredSession(blocked, CLIENT, NOW)).toBeNull();
});
