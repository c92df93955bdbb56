import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameLearner } from '../../identity/identity';
import type { ExerciseChecker } from 'shared-python/server';
import { checkProgram, fetchExercise, revealSolution, saveDraft } from './exercises';

/**
 * Run & Check: the signed-in learner's exercises, under the same access rules as the lesson. Answers are
 * private (no-store, from the requireUser guard); the writes are rate limited per learner, and the server's
 * checks (seconds of a warm interpreter each) more tightly.
 */
export function exerciseRoutes(db: Kysely<Database>, checker: ExerciseChecker | undefined) {
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
        return saveDraft(db, learner, input);
      },
      write,
    );

    contractRoute(
      app,
      'checkExercise',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return checkProgram(db, checker, learner, input, request.log);
      },
      { preHandler: [app.requireUser, app.writeLimit('exerciseCheck')] },
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
