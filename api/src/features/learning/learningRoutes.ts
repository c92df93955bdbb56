import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { assertSameLearner } from '../../identity/identity';
import { completedSteps, listEnrollments } from './enrollments';
import { fileDownloadRoutes } from './fileDownloads';
import { signFileLink, type FileLinkSettings } from './fileLinks';
import { assertMayLearn, courseFile, findLesson } from './lessons';
import { completeLesson, recordLessonRead } from './progress';

/**
 * The signed-in learner's enrolments, lessons, files and progress; every call is about the request's learner
 * (the token's account, or its child profile the learner-profile header names).
 * Files are handed out as signed links, made only after the same access check as the lesson itself.
 */
export function learningRoutes(db: Kysely<Database>, fileLinks: FileLinkSettings) {
  return async (app: FastifyInstance) => {
    const guard = { preHandler: [app.requireUser] };
    await app.register(fileDownloadRoutes(fileLinks.secret));

    contractRoute(
      app,
      'getEnrollments',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return { enrollments: await listEnrollments(db, learner) };
      },
      guard,
    );

    contractRoute(
      app,
      'fetchLesson',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        // Access first: whoever may not learn here gets the same 403 whether or not the lesson exists.
        await assertMayLearn(db, learner, input.CourseID);
        const lesson = await findLesson(db, input.CourseID, input.ChapterID, input.LessonID);
        await recordLessonRead(db, learner, input.LessonID);
        return { ...lesson, Files: lesson.Files.map((file) => signFileLink(fileLinks, file)) };
      },
      guard,
    );

    contractRoute(
      app,
      'getCourseFiles',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        await assertMayLearn(db, learner, input.CourseID);
        return { file: signFileLink(fileLinks, await courseFile(db, input.CourseID)) };
      },
      guard,
    );

    contractRoute(
      app,
      'getCompletedSteps',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return { CompletedSteps: await completedSteps(db, learner.key, input.CourseID) };
      },
      guard,
    );

    contractRoute(
      app,
      'completeLesson',
      async ({ input, request }) => {
        const learner = assertSameLearner(request, input.UserID);
        return {
          CompletedStep: await completeLesson(db, learner, input.CourseID, input.LessonID, request.log),
        };
      },
      { preHandler: [app.requireUser, app.writeLimit('lesson')] },
    );
  };
}
