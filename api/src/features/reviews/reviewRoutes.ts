import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameLearner, assertSameUser } from '../../identity/identity';
import { listReviews, ownReview, saveReview } from './reviews';

/** Course reviews: anyone reads them; an enrolled learner writes one per course, under their account's name. */
export function reviewRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    const guard = { preHandler: [app.requireUser] };
    contractRoute(app, 'getReviews', async ({ input }) => listReviews(db, input.CourseID));

    contractRoute(
      app,
      'postReview',
      async ({ input, request }) => saveReview(db, assertSameUser(request, input.UserID), input),
      { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('review')] },
    );

    contractRoute(
      app,
      'getOwnReview',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        // Reviews are written by the parent: a child profile has none and may not write one.
        if (learner.profileId) return { Review: null, CanReview: false };
        return ownReview(db, learner.accountId, input.CourseID);
      },
      guard,
    );
  };
}
