import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { completedSteps, listEnrollments } from './enrollments';
import { assertMayLearn, courseFile, findLesson } from './lessons';
import { completeLesson } from './progress';

/** The signed-in learner's enrolments, lessons, files and progress; every call is about the token's user. */
export function learningRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    const guard = { preHandler: [app.requireUser] };

    contractRoute(
      app,
      'getEnrollments',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        return { enrollments: await listEnrollments(db, user.sub) };
      },
      guard,
    );

    contractRoute(
      app,
      'fetchLesson',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        // Access first: whoever may not learn here gets the same 403 whether or not the lesson exists.
        await assertMayLearn(db, user.sub, input.CourseID);
        return findLesson(db, input.CourseID, input.ChapterID, input.LessonID);
      },
      guard,
    );

    contractRoute(
      app,
      'getCourseFiles',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        await assertMayLearn(db, user.sub, input.CourseID);
        return { file: await courseFile(db, input.CourseID) };
      },
      guard,
    );

    contractRoute(
      app,
      'getCompletedSteps',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        return { CompletedSteps: await completedSteps(db, user.sub, input.CourseID) };
      },
      guard,
    );

    contractRoute(
      app,
      'completeLesson',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        return { CompletedStep: await completeLesson(db, user.sub, input.CourseID, input.LessonID) };
      },
      guard,
    );
  };
}
