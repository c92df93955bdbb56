import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { IdentityConfig } from '../config';
import { forbidden, HttpError, unauthorized } from '../http/errors';
import { createTokenVerifier, TokenRejected, type AuthUser, type TokenVerifier } from './verifyToken';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser and identifyUser guards. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid bearer token; sets request.user. */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * preHandler for public routes that also serve signed-in users: a token that comes along is verified
     * (401 when it is not valid) and sets request.user; without one, request.user stays null.
     */
    identifyUser: preHandlerAsyncHookHandler;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** Adds request.user and the requireUser guard to the app (not encapsulated: every route may use them). */
export function installIdentity(app: FastifyInstance, config: IdentityConfig | undefined): void {
  const verify: TokenVerifier | undefined = config ? createTokenVerifier(config, app.log) : undefined;
  if (!verify) app.log.warn('IDENTITY_ISSUER is not set: routes that need a signed-in user will answer 401');

  app.decorateRequest('user', null);
  app.decorate('requireUser', async function requireUser(request: FastifyRequest) {
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (!match?.[1]) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
    if (!verify) throw unauthorized('Sign-in is not configured on this server');
    try {
      request.user = await verify(match[1]);
    } catch (error) {
      if (error instanceof TokenRejected) throw unauthorized(error.message);
      request.log.error({ err: error }, 'identity provider unreachable');
      throw new HttpError(503, 'The identity provider is unavailable, please try again later');
    }
  });
  app.decorate('identifyUser', async function identifyUser(this: FastifyInstance, request, reply) {
    if (request.headers.authorization !== undefined) await app.requireUser.call(this, request, reply);
  });
}

/** The service trusts no user id it is sent: the body's id must be the token's subject. */
export function assertSameUser(request: FastifyRequest, claimedUserId: string, field = 'UserID'): AuthUser {
  if (!request.user) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
  if (request.user.sub !== claimedUserId) throw forbidden(`body/${field} does not match the signed-in user`);
  return request.user;
}
