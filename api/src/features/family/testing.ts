import type { Kysely } from 'kysely';
import { isCountedLesson } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { ApiEnv } from '../../testing/apiHarness';

/** Adds a child profile as the parent and returns its id. */
export async function addChild(env: ApiEnv, parent: string, name: string): Promise<string> {
  const child = await env.ok('addChildProfile', { name, avatar: 'fox', birthYear: 2015 }, { as: parent });
  return child.profileId;
}

/** The first coding exercise of the free trial: a lesson id every signed-in learner may work on. */
export async function trialExercise(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('exercises')
    .innerJoin('lessons', 'lessons.lesson_id', 'exercises.lesson_id')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .select('exercises.lesson_id')
    .where('course_chapters.course_id', '=', 1)
    .orderBy('exercises.lesson_id')
    .executeTakeFirstOrThrow();
  return row.lesson_id;
}

/** The counted lessons of a course in course order, as the dashboard counts them. */
export async function countedLessons(db: Kysely<Database>, courseId: number) {
  const rows = await db
    .selectFrom('course_chapters')
    .innerJoin('lessons', 'lessons.chapter_id', 'course_chapters.chapter_id')
    .select(['lessons.lesson_id', 'lessons.lesson_name', 'lessons.chapter_id'])
    .where('course_chapters.course_id', '=', courseId)
    .orderBy('course_chapters.position')
    .orderBy('lessons.position')
    .execute();
  return rows.filter((row) => isCountedLesson(row.lesson_name));
}
