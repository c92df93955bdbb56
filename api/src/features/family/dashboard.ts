import type { Kysely, Selectable } from 'kysely';
import {
  ACTIVITY_WEEKS,
  lessonKind,
  WEEKLY_GOAL_DEFAULT,
  type ChildProgress,
  type LessonKind,
} from 'shared-contract';
import type { ChildProfilesTable, Database } from '../../db/schema';
import { enrolmentOwners } from '../learning/enrollments';
import { completedSteps, firstPasses, weekFigures } from './activity';
import { lastWeeks } from './weeks';

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

/** The steps a learner has done: completed (any kind), and exercises passed. */
interface Done {
  completed: ReadonlySet<number>;
  passed: ReadonlySet<number>;
}

/**
 * Each course open to the learner (the family's and their own): its lessons, exercises and chapter summaries,
 * each with how many the learner did (a step done in any course counts in every course that teaches it, as in the
 * lesson player), the share of its lessons completed and the first lesson not completed yet. An exercise is done
 * once passed; its step completed counts the same (the API completes an exercise's step only after a pass).
 */
async function courseProgress(db: Kysely<Database>, owners: string[], done: Done): Promise<CourseProgress[]> {
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
  const completed = (lessonId: number) => done.completed.has(lessonId);
  const passed = (lessonId: number) => done.passed.has(lessonId) || completed(lessonId);
  return enrolments.flatMap(({ course_id }) => {
    const steps = lessons.filter((lesson) => lesson.course_id === course_id);
    const first = steps[0];
    if (!first) return [];
    const ofKind = (kind: LessonKind) => steps.filter((lesson) => lessonKind(lesson.lesson_name) === kind);
    const count = (list: typeof steps, isDone: (lessonId: number) => boolean) => ({
      done: list.filter((lesson) => isDone(lesson.lesson_id)).length,
      total: list.length,
    });
    const counted = ofKind('lesson');
    const lessonCount = count(counted, completed);
    const next = counted.find((lesson) => !completed(lesson.lesson_id));
    return [
      {
        courseId: course_id,
        courseName: first.course_name,
        percent: lessonCount.total === 0 ? 0 : Math.floor((lessonCount.done * 100) / lessonCount.total),
        lessons: lessonCount,
        exercises: count(ofKind('exercise'), passed),
        summaries: count(ofKind('summary'), completed),
        nextLesson: next ? { lessonId: next.lesson_id, name: next.lesson_name } : null,
      },
    ];
  });
}

/**
 * A child's progress as the parent sees it (and the weekly summary mails it): courses, the lessons and chapter
 * summaries first completed and the exercises first passed in each of the last ACTIVITY_WEEKS weeks (Mondays in
 * `timeZone`, this week last), and the last activity.
 */
export async function childProgress(
  db: Kysely<Database>,
  profile: Selectable<ChildProfilesTable>,
  timeZone: string,
  now: Date = new Date(),
): Promise<ChildProgress> {
  const key = profile.profile_id;
  const [steps, passes, passedExercises, lastAttempt, goal] = await Promise.all([
    completedSteps(db, key),
    firstPasses(db, key),
    db
      .selectFrom('exercise_progress')
      .select('lesson_id')
      .where('user_id', '=', key)
      .where('passed', '=', 1)
      .execute(),
    db
      .selectFrom('exercise_attempts')
      .select(({ fn }) => fn.max<string | null>('created_at').as('at'))
      .where('user_id', '=', key)
      .executeTakeFirst(),
    db.selectFrom('weekly_goals').select('weekly_goal').where('user_id', '=', key).executeTakeFirst(),
  ]);
  const courses = await courseProgress(
    db,
    enrolmentOwners({ accountId: profile.account_id, profileId: key, key }),
    {
      completed: new Set(steps.map((step) => step.lessonId)),
      passed: new Set([
        ...passes.map((pass) => pass.lessonId),
        ...passedExercises.map((row) => row.lesson_id),
      ]),
    },
  );
  const weekStarts = lastWeeks(now, timeZone, ACTIVITY_WEEKS);
  const figures = weekFigures(steps, passes, weekStarts, timeZone);
  const weeks = weekStarts.map((weekStart) => ({
    weekStart,
    ...(figures.get(weekStart) ?? { lessons: 0, exercises: 0, summaries: 0 }),
  }));
  const thisWeek = weeks[weeks.length - 1];
  const times = [...steps.map((step) => step.at), lastAttempt?.at].filter(
    (at): at is string => typeof at === 'string',
  );
  return {
    profileId: key,
    name: profile.name,
    avatar: profile.avatar as ChildProgress['avatar'],
    courses,
    lessonsThisWeek: thisWeek?.lessons ?? 0,
    exercisesThisWeek: thisWeek?.exercises ?? 0,
    summariesThisWeek: thisWeek?.summaries ?? 0,
    weeklyGoal: goal?.weekly_goal ?? WEEKLY_GOAL_DEFAULT,
    lastActivity: times.length ? times.reduce((latest, at) => (at > latest ? at : latest)) : null,
    weeks,
  };
}
