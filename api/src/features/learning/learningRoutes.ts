import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameUser } from '../../identity/identity';
import { completedSteps, listEnrollments } from './enrollments';
import { assertLessonInCourse, assertMayLearn, courseFile, findLesson } from './lessons';
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
        const lesson = await findLesson(db, input.CourseID, input.ChapterID, input.LessonID);
        await assertMayLearn(db, user.sub, input.CourseID);
        return lesson;
      },
      guard,
    );

    contractRoute(
      app,
      'getCourseFiles',
      async ({ input, request }) => {
        const user = assertSameUser(request, input.UserID);
        const file = await courseFile(db, input.CourseID);
        await assertMayLearn(db, user.sub, input.CourseID);
        return { file };
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
        await assertLessonInCourse(db, input.CourseID, input.LessonID);
        return { CompletedStep: await completeLesson(db, user.sub, input.CourseID, input.LessonID) };
      },
      guard,
    );
  };
}
