import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { addReview, listReviews } from './reviews';

/** Course reviews: anyone reads them, a signed-in user writes one in their own name. */
export function reviewRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    contractRoute(app, 'getReviews', async ({ input }) => listReviews(db, input.CourseID));

    contractRoute(
      app,
      'postReview',
      async ({ input, request }) => {
        assertSameUser(request, input.UserID);
        return addReview(db, input);
      },
      { preHandler: [app.requireUser, app.writeLimit('review')] },
    );
  };
}
