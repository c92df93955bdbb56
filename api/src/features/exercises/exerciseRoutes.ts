import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameLearner } from '../../identity/identity';
import { fetchExercise, revealSolution, saveAttempt } from './exercises';

/**
 * Run & Check: the signed-in learner's exercises, under the same access rules as the lesson. Answers are
 * private (no-store, from the requireUser guard); the writes are rate limited per learner.
 */
export function exerciseRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    const write = { preHandler: [app.requireUser, app.writeLimit('exercise')] };

    contractRoute(
      app,
      'fetchExercise',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return fetchExercise(db, learner, input.CourseID, input.LessonID);
      },
      { preHandler: [app.requireUser] },
    );

    contractRoute(
      app,
      'saveExerciseAttempt',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return saveAttempt(db, learner, input, request.log);
      },
      write,
    );

    contractRoute(
      app,
      'revealExerciseSolution',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return revealSolution(db, learner, input.CourseID, input.LessonID);
      },
      write,
    );
  };
}
