import type { Kysely, Selectable } from 'kysely';
import { ACTIVITY_WEEKS, isCountedLesson, WEEKLY_GOAL_DEFAULT, type ChildProgress } from 'shared-contract';
import type { ChildProfilesTable, Database } from '../../db/schema';
import { enrolmentOwners } from '../learning/enrollments';
import { lastWeeks, weekStartOf } from './weeks';

type CourseProgress = ChildProgress['courses'][number];

/** The lessons of the courses, in course order (chapter position, then lesson position). */
function courseLessons(db: Kysely<Database>, courseIds: number[]) {
  return db
    .selectFrom('course_chapters')
    .innerJoin('lessons', 'lessons.chapter_id', 'course_chapters.chapter_id')
    .innerJoin('courses', 'courses.course_id', 'course_chapters.course_id')
    .select([
      'course_chapters.course_id as course_id',
      'courses.course_name as course_name',
      'lessons.lesson_id as lesson_id',
      'lessons.lesson_name as lesson_name',
    ])
    .where('course_chapters.course_id', 'in', courseIds)
    .orderBy('course_chapters.course_id')
    .orderBy('course_chapters.position')
    .orderBy('lessons.position')
    .execute();
}

/**
 * Each course open to the learner (the family's and their own), with the share of its counted lessons they
 * completed (a lesson completed in any course counts in every course that teaches it, as in the lesson player)
 * and the first counted lesson not completed yet.
 */
async function courseProgress(
  db: Kysely<Database>,
  owners: string[],
  done: Set<number>,
): Promise<CourseProgress[]> {
  const enrolments = await db
    .selectFrom('enrollments')
    .select('course_id')
    .distinct()
    .where('user_id', 'in', owners)
    .orderBy('course_id')
    .execute();
  if (enrolments.length === 0) return [];
  const lessons = await courseLessons(
    db,
    enrolments.map((row) => row.course_id),
  );
  return enrolments.flatMap(({ course_id }) => {
    const counted = lessons.filter(
      (lesson) => lesson.course_id === course_id && isCountedLesson(lesson.lesson_name),
    );
    const first = lessons.find((lesson) => lesson.course_id === course_id);
    if (!first) return [];
    const completed = counted.filter((lesson) => done.has(lesson.lesson_id)).length;
    const next = counted.find((lesson) => !done.has(lesson.lesson_id));
    return [
      {
        courseId: course_id,
        courseName: first.course_name,
        percent: counted.length === 0 ? 0 : Math.floor((completed * 100) / counted.length),
        nextLesson: next ? { lessonId: next.lesson_id, name: next.lesson_name } : null,
      },
    ];
  });
}

/**
 * A child's progress as the parent sees it: courses, the lessons completed and exercises first passed in each
 * of the last ACTIVITY_WEEKS weeks (Mondays in `timeZone`, this week last), and the last activity.
 */
export async function childProgress(
  db: Kysely<Database>,
  profile: Selectable<ChildProfilesTable>,
  timeZone: string,
  now: Date = new Date(),
): Promise<ChildProgress> {
  const key = profile.profile_id;
  const [completions, passes, lastAttempt, goal] = await Promise.all([
    db
      .selectFrom('completed_steps')
      .select(({ fn }) => ['lesson_id', fn.min<string>('completed_at').as('at')])
      .where('user_id', '=', key)
      .groupBy('lesson_id')
      .execute(),
    db
      .selectFrom('exercise_attempts')
      .select(({ fn }) => ['lesson_id', fn.min<string>('created_at').as('at')])
      .where('user_id', '=', key)
      .where('result', '=', 'passed')
      .groupBy('lesson_id')
      .execute(),
    db
      .selectFrom('exercise_attempts')
      .select(({ fn }) => fn.max<string | null>('created_at').as('at'))
      .where('user_id', '=', key)
      .executeTakeFirst(),
    db.selectFrom('weekly_goals').select('weekly_goal').where('user_id', '=', key).executeTakeFirst(),
  ]);
  const done = new Set(completions.map((row) => row.lesson_id));
  const courses = await courseProgress(
    db,
    enrolmentOwners({ accountId: profile.account_id, profileId: key, key }),
    done,
  );
  const weekOf = (at: string) => weekStartOf(new Date(at), timeZone);
  const weeks = lastWeeks(now, timeZone, ACTIVITY_WEEKS).map((weekStart) => ({
    weekStart,
    lessons: completions.filter((row) => weekOf(row.at) === weekStart).length,
    exercises: passes.filter((row) => weekOf(row.at) === weekStart).length,
  }));
  const thisWeek = weeks[weeks.length - 1];
  const times = [...completions.map((row) => row.at), lastAttempt?.at].filter(
    (at): at is string => typeof at === 'string',
  );
  return {
    profileId: key,
    name: profile.name,
    avatar: profile.avatar as ChildProgress['avatar'],
    courses,
    lessonsThisWeek: thisWeek?.lessons ?? 0,
    exercisesThisWeek: thisWeek?.exercises ?? 0,
    weeklyGoal: goal?.weekly_goal ?? WEEKLY_GOAL_DEFAULT,
    lastActivity: times.length ? times.reduce((latest, at) => (at > latest ? at : latest)) : null,
    weeks,
  };
}
