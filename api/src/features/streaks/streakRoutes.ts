import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { streakMessages } from 'shared-contract';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { badRequest } from '../../http/errors';
import { requestLearner } from '../../identity/identity';
import { canonicalTimeZone } from '../family/weeks';
import { learningStreak, setWeeklyGoal } from './streaks';

/**
 * The request's learner's streaks and weekly goal (private, no-store from requireUser). Goals are set by the
 * account holder, for themselves or one of their children; never from a child's profile.
 */
export function streakRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      'getLearningStreak',
      async ({ input, request }) => {
        const learner = requestLearner(request);
        const zone = canonicalTimeZone(input.timeZone);
        if (!zone) throw badRequest(streakMessages.timeZone);
        return learningStreak(db, learner, zone);
      },
      { preHandler: [app.requireUser] },
    );

    contractRoute(
      app,
      'setWeeklyGoal',
      async ({ input, request }) => ({
        weeklyGoal: await setWeeklyGoal(
          db,
          requestLearner(request).accountId,
          input.weeklyGoal,
          input.profileId,
        ),
      }),
      { preHandler: [app.requireUser, app.parentOnly, app.writeLimit('profile')] },
    );
  };
}
