import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { requestLearner } from '../../identity/identity';
import { saveVideoPosition, videoPosition } from './videoPositions';

/**
 * Where the request's learner stopped in a lesson's video, under the lesson's access rules (private, no-store
 * from requireUser); saves are rate limited per learner, generously enough for the player's saves.
 */
export function videoPositionRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    contractRoute(
      app,
      'getVideoPosition',
      async ({ input, request }) =>
        videoPosition(db, requestLearner(request), input.CourseID, input.LessonID),
      { preHandler: [app.requireUser] },
    );

    contractRoute(
      app,
      'saveVideoPosition',
      async ({ input, request }) => saveVideoPosition(db, requestLearner(request), input),
      { preHandler: [app.requireUser, app.writeLimit('video')] },
    );
  };
}
