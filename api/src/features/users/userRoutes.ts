import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { notFound } from '../../http/errors';
import { assertSameUser } from '../../identity/identity';
import { registerProfile, updateProfile } from './profiles';

/** The signed-in user's own record: registered at sign-in (POST) and edited on the profile page (PUT). */
export function userRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    // The account's record (and its e-mail address) is the parent's: a child profile neither reads nor changes it.
    const guard = { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('profile')] };

    contractRoute(
      app,
      'registerUserData',
      async ({ input, request }) => {
        assertSameUser(request, input.userId, 'userId');
        return registerProfile(db, input);
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
  };
}
