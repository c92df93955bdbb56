import type { Kysely } from 'kysely';
import { FREE_TRIAL_RULES, isFreeTrialComplete } from 'shared-contract';
import type { Database } from '../../db/schema';

/**
 * Whether the server sees the learner's free trial complete, by the same rule the lesson player applies
 * (shared-contract): every counted lesson of the trial's chapters is among their completed steps
 * of the trial course.
 */
export async function hasCompletedFreeTrial(db: Kysely<Database>, userId: string): Promise<boolean> {
  const [lessons, steps] = await Promise.all([
    db
      .selectFrom('lessons')
      .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
      .select(['lessons.lesson_id', 'lessons.lesson_name'])
      .where('course_chapters.course_id', '=', FREE_TRIAL_RULES.courseId)
      .where('lessons.chapter_id', 'in', [...FREE_TRIAL_RULES.chapterIds])
      .execute(),
    db
      .selectFrom('completed_steps')
      .select('lesson_id')
      .where('user_id', '=', userId)
      .where('course_id', '=', FREE_TRIAL_RULES.courseId)
      .execute(),
  ]);
  return isFreeTrialComplete(
    lessons.map((lesson) => ({ LessonID: lesson.lesson_id, LessonName: lesson.lesson_name })),
    steps.map((step) => step.lesson_id),
  );
}
