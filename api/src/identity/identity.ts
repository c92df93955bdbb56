import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { familyMessages, LEARNER_PROFILE_HEADER, PARENT_PROOF_HEADER } from 'shared-contract';
import type { IdentityConfig } from '../config';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import type { ParentProofMethod, ParentProofs } from './parentProof';
import type { TokenRevocations } from './revocations';
import { createTokenVerifier, TokenRejected, type AuthUser, type TokenVerifier } from './verifyToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser and identifyUser guards. */
    user: AuthUser | null;
    /** The learner the request acts for, set with `user` by the same guards. */
    learner: Learner | null;
    /** How the parent proved themselves for this request (parentOnly); null without a parent proof. */
    parentProof: ParentProofMethod | null;
    /** When the session of the request's token began (Unix seconds), set with `user`. */
    sessionStartedAt: number;
  }
  interface FastifyContextConfig {
    /**
     * A route where a parent proves themselves (the PIN check, the password confirmation): a child profile's
     * header on it does not count as the child acting, or the proof it mints would be void at once.
     */
    parentCheck?: boolean;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token; sets request.user. */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * preHandler for public routes that also serve signed-in users: a token that comes along is verified
     * (401 when it is not valid) and sets request.user; without one, request.user stays null.
     */
    identifyUser: preHandlerAsyncHookHandler;
    /**
     * preHandler after an identity guard: 403 for a child profile (buying, the account, reviews, comments, /family),
     * and, while the account has child profiles, 403 without a valid parent proof (parentProof.ts).
     */
    parentOnly: preHandlerAsyncHookHandler;
    /** The verifier of the identity provider's tokens; undefined when sign-in is not configured. */
    verifyToken: TokenVerifier | undefined;
  }
}

/**
 * Who a signed-in request learns as: the account from the verified token, and the child profile the
 * LEARNER_PROFILE_HEADER names (checked to belong to that account), or none for the account holder.
 */
export interface Learner {
  /** The token's subject: the parent's account, which owns enrolments, payments and the profile data. */
  accountId: string;
  /** The child profile acting; null for the account holder. */
  profileId: string | null;
  /** The user_id of this learner's own rows (progress, attempts, the free trial): profile id or account. */
  key: string;
}

/** Whether `profileId` is a child profile of the account (looked up by the family feature). */
export type ProfileLookup = (accountId: string, profileId: string) => Promise<boolean>;

/** A profile id as the API hands them out; anything else names no profile. */
const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HEADER = LEARNER_PROFILE_HEADER.toLowerCase();
const PROOF_HEADER = PARENT_PROOF_HEADER.toLowerCase();

/**
 * The learner of a verified request. A header naming anything but a child profile of this account (another
 * family's, a deleted one, a malformed value, the header twice) gets the same 403, revealing nothing.
 */
async function resolveLearner(
  request: FastifyRequest,
  user: AuthUser,
  isChild: ProfileLookup,
): Promise<Learner> {
  const header = request.headers[HEADER];
  if (header === undefined) return { accountId: user.sub, profileId: null, key: user.sub };
  if (typeof header !== 'string' || !PROFILE_ID.test(header) || !(await isChild(user.sub, header)))
    throw forbidden(familyMessages.profileNotFound);
  return { accountId: user.sub, profileId: header, key: header };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The refusal of a token whose session a sign-out (or a revoked refresh token) has ended. */
export const SESSION_ENDED = 'This sign-in has ended (signed out): please sign in again';

/** The request's bearer token as sent (requireUser has verified it), for a call made on the user's behalf. */
export function bearerToken(request: FastifyRequest): string {
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  return token;
}

/**
 * Adds request.user, request.learner and the guards to the app (not encapsulated: every route may use them).
 * The learner is resolved here, in the guards every signed-in route lists, so no route can skip the check; so
 * is a sign-out, with `revocations`: a token of a session begun before its account's last sign-out is refused.
 */
export function installIdentity(
  app: FastifyInstance,
  config: IdentityConfig | undefined,
  isChild: ProfileLookup,
  revocations?: TokenRevocations,
  proofs?: ParentProofs,
): void {
  const verify: TokenVerifier | undefined = config ? createTokenVerifier(config, app.log) : undefined;
  if (!verify) app.log.warn('IDENTITY_ISSUER is not set: routes that need a signed-in user will answer 401');

  app.decorateRequest('user', null);
  app.decorateRequest('learner', null);
  app.decorateRequest('parentProof', null);
  app.decorateRequest('sessionStartedAt', 0);
  app.decorate('verifyToken', verify);
  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!verify) throw unauthorized('Sign-in is not configured on this server');
    let verified;
    try {
      verified = await verify(token);
    } catch (error) {
      if (error instanceof TokenRejected) throw unauthorized(error.message);
      request.log.error({ err: error }, 'identity provider unreachable');
      throw new HttpError(503, 'The identity provider is unavailable, please try again later');
    }
    const { user, sessionStartedAt } = verified;
    if (revocations && sessionStartedAt < (await revocations.revokedBefore(user.sub)))
      throw unauthorized(SESSION_ENDED);
    request.user = user;
    request.sessionStartedAt = sessionStartedAt;
    request.learner = await resolveLearner(request, user, isChild);
    if (request.learner.profileId && proofs && request.routeOptions.config.parentCheck !== true)
      await proofs.childActed(user.sub);
  });
  app.decorate('identifyUser', async function identifyUser(this: FastifyInstance, request, reply) {
    if (request.headers.authorization !== undefined) await app.requireUser.call(this, request, reply);
  });
  app.decorate('parentOnly', async function parentOnly(request: FastifyRequest) {
    const { learner } = request;
    if (!learner) return;
    if (learner.profileId) throw forbidden(familyMessages.parentOnly);
    if (!proofs) return;
    const proof = request.headers[PROOF_HEADER];
    request.parentProof = typeof proof === 'string' ? await proofs.verify(learner.accountId, proof) : null;
    if (!request.parentProof && (await proofs.hasChildren(learner.accountId)))
      throw forbidden(familyMessages.parentProofRequired);
  });
}

/** The service trusts no user id it is sent: the body's id must be the token's subject. */
export function assertSameUser(request: FastifyRequest, claimedUserId: string, field = 'UserID'): AuthUser {
  if (!request.user) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  if (request.user.sub !== claimedUserId) throw forbidden(`body/${field} does not match the signed-in user`);
  return request.user;
}

/** assertSameUser, then the learner the request acts for (the account holder or one of its child profiles). */
export function assertSameLearner(request: FastifyRequest, claimedUserId: string, field = 'UserID'): Learner {
  assertSameUser(request, claimedUserId, field);
  if (!request.learner) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  return request.learner;
}

/** The learner of a request behind requireUser, for calls that name no user in their body. */
export function requestLearner(request: FastifyRequest): Learner {
  if (!request.learner) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  return request.learner;
}
