import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { contractRoute } from '../../http/contractRoute';
import { findChapters, findLessonNames, listCourses } from './catalogQueries';

/** Public catalogue calls: courses, chapters and lesson names (unknown ids are simply absent). */
export function catalogRoutes(db: Kysely<Database>) {
  return async (app: FastifyInstance) => {
    contractRoute(app, 'getCourses', async () => ({ Courses: await listCourses(db) }));
    contractRoute(app, 'getChapters', async ({ input }) => ({
      Chapters: await findChapters(db, input.ChapterIDs),
    }));
    contractRoute(app, 'getLessonNames', async ({ input }) => ({
      Lessons: await findLessonNames(db, input.LessonIDs),
    }));
  };
}
