import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnswerCache } from '../../http/answerCache';
import { contractRoute, publicRoute } from '../../http/contractRoute';
import { assertSameLearner, assertSameUser } from '../../identity/identity';
import { answerKeys } from '../catalog/catalogChanges';
import { courseRatings, listReviews, ownReview, saveReview } from './reviews';

/**
 * Course reviews: anyone reads them (as the spec's POST or as a cacheable GET, one kept answer per course) and
 * every course's rating (mean and count, one answer for all the course cards);
 * an enrolled learner writes one per course, under their account's name.
 */
export function reviewRoutes(db: Kysely<Database>, answers: AnswerCache) {
  return async (app: FastifyInstance) => {
    const guard = { preHandler: [app.requireUser] };
    for (const name of ['getReviews', 'readReviews'] as const)
      publicRoute(app, name, {
        load: async (input) => listReviews(db, input.CourseID),
        cache: { answers, key: (input) => answerKeys.reviews(input.CourseID) },
      });
    // Every course card's rating in one answer, kept like the reviews and renewed by any new review.
    publicRoute(app, 'getCourseRatings', {
      load: async () => courseRatings(db),
      cache: { answers, key: () => answerKeys.ratings },
    });

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
