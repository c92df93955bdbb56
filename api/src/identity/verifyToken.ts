import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityConfig } from '../config';

export interface AuthUser {
  /** The identity provider's user id; the only user id the API trusts. */
  sub: string;
  email?: string;
  /** The account's display name; id tokens carry it, access tokens do not. */
  name?: string;
}

/** Why a token was refused, phrased for the caller. */
export class TokenRejected extends Error {
  override readonly name = 'TokenRejected';
}

export type TokenVerifier = (token: string) => Promise<AuthUser>;

/**
 * Verifies Cognito-style tokens (cognito-local or AWS) against the issuer's JWKS: signature, issuer and
 * expiry, then the app client — an access token names it in client_id, an id token in aud.
 */
export function createTokenVerifier(config: IdentityConfig): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(config.jwksUrl));
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer: config.issuer }));
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenRejected('The sign-in token has expired');
      if (error instanceof errors.JWTClaimValidationFailed)
        throw new TokenRejected(`The sign-in token is not valid: ${error.message}`);
      if (error instanceof errors.JOSEError && !(error instanceof errors.JWKSTimeout)) {
        throw new TokenRejected('The sign-in token is not valid');
      }
      throw error;
    }
    if (config.clientId !== undefined) {
      const audience = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
      const issuedTo = payload.token_use === 'access' ? [payload.client_id] : audience;
      if (!issuedTo.includes(config.clientId))
        throw new TokenRejected('The sign-in token was issued to another app');
    }
    if (typeof payload.sub !== 'string' || payload.sub === '')
      throw new TokenRejected('The sign-in token has no subject');
    return {
      sub: payload.sub,
      ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
      ...(typeof payload.name === 'string' && payload.name.trim() ? { name: payload.name } : {}),
    };
  };
}
