import type { FastifyRequest } from 'fastify';
import { familyMessages } from 'shared-contract';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { CLOCK_TOLERANCE_SECONDS, TokenRejected, type TokenVerifier } from './verifyToken';

/** How old a password sign-in may be to prove the parent: long enough to type, too short to hand the device on. */
export const FRESH_SIGN_IN_SECONDS = 120;

/**
 * Checks that `signInToken` is the access token of a password sign-in the signed-in account has just made again:
 * the provider signed it, its subject is the request's, its session began within FRESH_SIGN_IN_SECONDS and after
 * the session of the request's own token (so the device's token cannot be handed in as a fresh one). The password
 * itself never reaches the API. Refusals are one 403 that says only to enter the password again.
 */
export async function assertFreshSignIn(
  request: FastifyRequest,
  verify: TokenVerifier | undefined,
  signInToken: string,
  now = Date.now(),
): Promise<void> {
  if (!verify || !request.user) throw unauthorized('Sign-in is not configured on this server');
  let verified;
  try {
    verified = await verify(signInToken);
  } catch (error) {
    if (error instanceof TokenRejected) throw forbidden(familyMessages.signInNotFresh);
    request.log.error({ err: error }, 'identity provider unreachable');
    throw new HttpError(503, 'The identity provider is unavailable, please try again later');
  }
  const age = Math.floor(now / 1000) - verified.sessionStartedAt;
  if (
    verified.user.sub !== request.user.sub ||
    verified.sessionStartedAt <= request.sessionStartedAt ||
    age > FRESH_SIGN_IN_SECONDS ||
    age < -CLOCK_TOLERANCE_SECONDS
  )
    throw forbidden(familyMessages.signInNotFresh);
}
