import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AnswerCache } from '../../http/answerCache';
import { contractRoute, publicRoute } from '../../http/contractRoute';
import { answerKeys } from './catalogChanges';
import { findChapters, findLessonNames, listCourses } from './catalogQueries';

/**
 * Public catalogue calls: courses, chapters and lesson names (unknown ids are simply absent). The course list
 * is what every page asks for first: it is kept serialised until an enrolment changes its student counts.
 */
export function catalogRoutes(db: Kysely<Database>, answers: AnswerCache) {
  return async (app: FastifyInstance) => {
    publicRoute(app, 'getCourses', {
      load: async () => ({ Courses: await listCourses(db) }),
      cache: { answers, key: () => answerKeys.courses },
    });
    contractRoute(app, 'getChapters', async ({ input }) => ({
      Chapters: await findChapters(db, input.ChapterIDs),
    }));
    contractRoute(app, 'getLessonNames', async ({ input }) => ({
      Lessons: await findLessonNames(db, input.LessonIDs),
    }));
  };
}
