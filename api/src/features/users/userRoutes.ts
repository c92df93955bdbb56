import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { familyMessages } from 'shared-contract';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import type { AccountEmailLookup } from '../../identity/accountEmail';
import { FRESH_SIGN_IN_SECONDS } from '../../identity/freshSignIn';
import { assertSameUser, bearerToken, requestLearner } from '../../identity/identity';
import { signOutSecond, tokenRevocations } from '../../identity/revocations';
import { findRecord, registerProfile, setAccountEmail, updateProfile } from './profiles';

export const OTHER_SESSIONS_NEED_FRESH_SIGN_IN =
  'Please sign in again to sign out your other devices: this works for two minutes after a sign-in.';
export const OTHER_SESSIONS_SIGNED_OUT = 'Your other devices are signed out.';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const NOT_THE_ACCOUNTS_EMAIL = "body/userEmail is not this account's e-mail address";

/**
 * The signed-in user's own record: registered at sign-in (POST) and edited on the profile page (PUT). The record's
 * e-mail address is the identity provider's (`accountEmail`), asked when the record is made, or when the request's
 * address is not the record's checked one.
 */
export function userRoutes(db: Kysely<Database>, accountEmail: AccountEmailLookup | undefined) {
  return async (app: FastifyInstance) => {
    // The account's record (and its e-mail address) is the parent's: a child profile neither reads nor changes it.
    const guard = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('profile')] };

    contractRoute(
      app,
      'registerUserData',
      async ({ input, request }) => {
        assertSameUser(request, input.userId, 'userId');
        const record = await findRecord(db, input.userId);
        const stored = record?.profile;
        // Every app start sends the account's address: the same as the record's, once the provider has given it,
        // needs no provider.
        if (stored && record.emailChecked && sameAddress(stored.userEmail, input.userEmail)) return stored;
        if (!accountEmail) throw unauthorized('Sign-in is not configured on this server');
        const email = await accountEmail(bearerToken(request), request.log);
        if (!sameAddress(email, input.userEmail)) throw forbidden(NOT_THE_ACCOUNTS_EMAIL);
        // A record made before the provider was asked takes its address (and is then checked).
        if (stored) return (await setAccountEmail(db, input.userId, email)) ?? stored;
        return registerProfile(db, input, email);
      },
      guard,
    );

    contractRoute(
      app,
      'updateUserData',
      async ({ input, request }) => {
        assertSameUser(request, input.UserID);
        const profile = await updateProfile(db, input);
        if (!profile) throw notFound('No profile for this user yet: register it with POST /user/data first');
        return profile;
      },
      guard,
    );

    // A sign-out ends the account's sessions here before the identity provider is asked: the shell calls it
    // with the token it is about to drop, and the embedded provider's front with the token of a GlobalSignOut
    // or RevokeToken. It only ever narrows the token's own account's access, so a child profile may call it too.
    const revocations = tokenRevocations(db);
    contractRoute(
      app,
      'signOut',
      async ({ request }) => {
        if (!request.user) throw unauthorized('Sign-in required: send an Authorization: Bearer token');
        await revocations.record(request.user.sub, signOutSecond());
        return { message: 'Signed out.' };
      },
      { preHandler: [app.requireUser, app.writeLimit('profile')] },
    );

    // After a password reset the shell ends the account's other sessions (a reset is how an owner takes an account
    // back). Only a session begun with the password moments ago may: a stolen token could otherwise sign its owner
    // out everywhere but on the thief's device. A child profile never may: the account is the parent's.
    contractRoute(
      app,
      'signOutOtherSessions',
      async ({ request }) => {
        const learner = requestLearner(request);
        if (learner.profileId) throw forbidden(familyMessages.parentOnly);
        const age = Math.floor(Date.now() / 1000) - request.sessionStartedAt;
        if (age > FRESH_SIGN_IN_SECONDS) throw forbidden(OTHER_SESSIONS_NEED_FRESH_SIGN_IN);
        await revocations.record(learner.accountId, request.sessionStartedAt);
        return { message: OTHER_SESSIONS_SIGNED_OUT };
      },
      { preHandler: [app.requireUser, app.writeLimit('profile')] },
    );
  };
}
