import {
  calculateJwkThumbprint,
  compactVerify,
  createRemoteJWKSet,
  errors,
  exportJWK,
  importJWK,
  jwtVerify,
  type JWSHeaderParameters,
  type FlattenedJWSInput,
  type JWTPayload,
} from 'jose';
import type { IdentityConfig } from '../config';
import { PUBLISHED_EMULATOR_JWK, PUBLISHED_EMULATOR_THUMBPRINT } from './publishedEmulatorKey';

export interface AuthUser {
  /** The identity provider's user id; the only user id the API trusts. */
  sub: string;
  email?: string;
  /** The account's display name; id tokens carry it, access tokens do not. */
  name?: string;
}

/** A verified token: its user, and when its session began. */
export interface VerifiedToken {
  user: AuthUser;
  /**
   * The second (Unix time) the token's session began: `auth_time`, which Cognito keeps through token refreshes,
   * else `iat`; 0 when the token says neither. A sign-out ends the sessions begun before it (revocations.ts).
   */
  sessionStartedAt: number;
}

/** Why a token was refused, phrased for the caller. */
export class TokenRejected extends Error {
  override readonly name = 'TokenRejected';
}

/** Cognito's two token kinds; the API's calls take access tokens, which is what the shell sends. */
export type TokenUse = 'access' | 'id';

export type TokenVerifier = (token: string, use?: TokenUse) => Promise<VerifiedToken>;

/** Where the verifier reports what an operator must know (a forged or test-key token). */
export interface VerifierLog {
  error(details: object, message: string): void;
}

/**
 * Tokens a little past `exp` (or just before `nbf`/`iat`) are still accepted for this long, for clocks that
 * differ slightly between the identity provider and this host; NTP keeps real drift far below it.
 */
export const CLOCK_TOLERANCE_SECONDS = 30;

const publishedKeyRefused =
  'The sign-in token is signed with the identity emulator’s published test key, which anyone can use';

/**
 * Verifies Cognito-style tokens (cognito-local or AWS) against the issuer's JWKS: RS256 signature, issuer,
 * expiry (required), token_use, then the app client: an access token names it in client_id, an id token in
 * aud. A key equal to cognito-local's published test key is refused whoever publishes it, and logged.
 */
export function createTokenVerifier(config: IdentityConfig, log: VerifierLog): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  const thumbprints = new WeakMap<object, string>();

  async function keyFor(header: JWSHeaderParameters, token: FlattenedJWSInput) {
    const key = await jwks(header, token);
    let thumbprint = thumbprints.get(key);
    if (thumbprint === undefined) {
      thumbprint = await calculateJwkThumbprint(await exportJWK(key));
      thumbprints.set(key, thumbprint);
    }
    if (thumbprint === PUBLISHED_EMULATOR_THUMBPRINT) {
      log.error(
        { jwksUrl: config.jwksUrl, kid: header.kid },
        'The identity provider publishes cognito-local’s built-in key, which anyone can sign with: every token it signs is refused. Give the provider a key of its own.',
      );
      throw new TokenRejected(publishedKeyRefused);
    }
    return key;
  }

  /** After a failed check: was the token signed with the published key (a forgery attempt worth logging)? */
  async function reportIfForged(token: string) {
    try {
      await compactVerify(token, await importJWK(PUBLISHED_EMULATOR_JWK, 'RS256'));
    } catch {
      return;
    }
    log.error(
      { jwksUrl: config.jwksUrl },
      'Refused a token signed with cognito-local’s published key: someone tried to sign in as another user',
    );
  }

  return async (token, use = 'access') => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, keyFor, {
        issuer: config.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['exp', 'sub', 'token_use'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }));
    } catch (error) {
      if (error instanceof TokenRejected) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenRejected('The sign-in token has expired');
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) throw error;
      await reportIfForged(token);
      if (error instanceof errors.JWTClaimValidationFailed)
        throw new TokenRejected(`The sign-in token is not valid: ${error.message}`);
      throw new TokenRejected('The sign-in token is not valid');
    }
    if (payload.token_use !== use)
      throw new TokenRejected(
        use === 'access'
          ? 'The sign-in token is not an access token'
          : 'The sign-in token is not an id token',
      );
    const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    const issuedTo = use === 'access' ? [payload.client_id] : audience;
    if (!issuedTo.includes(config.clientId))
      throw new TokenRejected('The sign-in token was issued to another app');
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new TokenRejected('The sign-in token has no subject');
    const { auth_time: authTime, iat } = payload;
    return {
      user: {
        sub: payload.sub,
        ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
        ...(typeof payload.name === 'string' && payload.name.trim() ? { name: payload.name } : {}),
      },
      sessionStartedAt: typeof authTime === 'number' ? authTime : typeof iat === 'number' ? iat : 0,
    };
  };
}
