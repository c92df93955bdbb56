import assert from 'node:assert/strict';
import { ACTIVITY_WEEKS, WEEKLY_GOAL_DEFAULT } from 'shared-contract';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { enroll } from '../learning/enrollments';
import { addChild, countedLessons, courseSteps, trialExercise } from './testing';
import { weekStartOf, weeksBefore } from './weeks';
import { testChecker } from '../../testing/checker';
import { earnLessons } from '../../testing/earnedLessons';

const MAIN_COURSE = 5;
const ZONE = 'Pacific/Auckland';
const MINUTE = 60_000;

/** The zone's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute);
  return wall - Math.floor(instant / MINUTE) * MINUTE;
}

/** The instant a local date's midnight happens in the zone. */
function localMidnight(date: string, zone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  return wall - offsetAt(wall - offsetAt(wall, zone), zone);
}

const completion = (UserID: string, LessonID: number) => ({
  UserID,
  CourseID: MAIN_COURSE,
  LessonID,
  UserEmail: `${UserID}@example.com`,
  LessonName: 'Lesson',
  KlavioProfileID: null,
});

async function completedAt(
  env: ApiEnv,
  profileId: string,
  lessonId: number,
  at: number,
  courseId = MAIN_COURSE,
) {
  await env.db
    .insertInto('completed_steps')
    .values({
      user_id: profileId,
      course_id: courseId,
      lesson_id: lessonId,
      completed_at: new Date(at).toISOString(),
    })
    .execute();
}

describeApi(
  'the parent dashboard',
  (test) => {
    test("counts each child's courses, next lesson and weeks in the parent's time zone, across a week boundary", async (env) => {
      const parent = 'dash-parent';
      const a = await addChild(env, parent, 'Ada');
      const b = await addChild(env, parent, 'Bo');
      await enroll(env.db, parent, MAIN_COURSE, 'payment');
      const lessons = await countedLessons(env.db, MAIN_COURSE);
      const exercises = await courseSteps(env.db, MAIN_COURSE, 'exercise');
      const summaries = await courseSteps(env.db, MAIN_COURSE, 'summary');
      const [first, second, third, fourth] = lessons;
      assert.ok(first && second && third && fourth);

      // Last Monday's midnight in Auckland is Sunday morning in UTC: half an hour either side of it.
      const now = new Date();
      const thisWeek = weekStartOf(now, ZONE);
      const lastWeek = weeksBefore(thisWeek, 1);
      const boundary = localMidnight(lastWeek, ZONE);
      await completedAt(env, a, first.lesson_id, boundary - 30 * MINUTE);
      await completedAt(env, a, second.lesson_id, boundary + 30 * MINUTE);
      await earnLessons(env.db, a, [third.lesson_id]);
      await earnLessons(env.db, b, [first.lesson_id]);
      const { CompletedStep: aToday } = await env.ok('completeLesson', completion(parent, third.lesson_id), {
        as: parent,
        profile: a,
      });
      await env.ok('completeLesson', completion(parent, first.lesson_id), { as: parent, profile: b });
      const exercise = await trialExercise(env.db);
      const { solution } = await env.db
        .selectFrom('exercises')
        .select('solution')
        .where('lesson_id', '=', exercise)
        .executeTakeFirstOrThrow();
      const checked = await env.ok(
        'checkExercise',
        { UserID: parent, CourseID: 1, LessonID: exercise, Code: solution, HintsUsed: 0 },
        { as: parent, profile: b },
      );
      assert.equal(checked.Verdict, 'passed');

      const { children } = await env.ok('getFamilyDashboard', { timeZone: ZONE }, { as: parent });
      assert.deepEqual(
        children.map((child) => child.name),
        ['Ada', 'Bo'],
      );
      const [ada, bo] = children;
      assert.ok(ada && bo);
      assert.deepEqual(ada.courses, [
        {
          courseId: MAIN_COURSE,
          courseName: 'Python Programming Masterclass',
          percent: Math.floor(300 / lessons.length),
          lessons: { done: 3, total: lessons.length },
          exercises: { done: 0, total: exercises.length },
          summaries: { done: 0, total: summaries.length },
          nextLesson: { lessonId: fourth.lesson_id, name: fourth.lesson_name },
        },
      ]);
      assert.deepEqual(bo.courses, [
        {
          courseId: MAIN_COURSE,
          courseName: 'Python Programming Masterclass',
          percent: Math.floor(100 / lessons.length),
          lessons: { done: 1, total: lessons.length },
          // The free trial's exercise Bo passed is taught in this course too.
          exercises: { done: 1, total: exercises.length },
          summaries: { done: 0, total: summaries.length },
          nextLesson: { lessonId: second.lesson_id, name: second.lesson_name },
        },
      ]);
      assert.deepEqual([ada.lessonsThisWeek, ada.exercisesThisWeek], [1, 0]);
      assert.deepEqual([bo.lessonsThisWeek, bo.exercisesThisWeek], [1, 1]);
      assert.equal(ada.lastActivity, aToday.CompletedAt);
      assert.ok(bo.lastActivity && bo.lastActivity >= aToday.CompletedAt);

      const weeksOf = (child: typeof ada) =>
        Object.fromEntries(child.weeks.map((week) => [week.weekStart, week.lessons]));
      assert.equal(ada.weeks.length, ACTIVITY_WEEKS);
      assert.deepEqual(
        ada.weeks.map((week) => week.weekStart),
        Array.from({ length: ACTIVITY_WEEKS }, (_, index) =>
          weeksBefore(thisWeek, ACTIVITY_WEEKS - 1 - index),
        ),
        'Mondays in Auckland, oldest first, this week last',
      );
      // In Auckland the two lessons fall in two weeks; in UTC both are on the same Sunday.
      assert.equal(weeksOf(ada)[lastWeek], 1);
      assert.equal(weeksOf(ada)[weeksBefore(lastWeek, 1)], 1);
      const utc = await env.ok('getFamilyDashboard', { timeZone: 'UTC' }, { as: parent });
      const adaUtc = utc.children[0];
      assert.ok(adaUtc);
      const sunday = weekStartOf(new Date(boundary), 'UTC');
      assert.equal(weeksOf(adaUtc)[sunday], 2);
      assert.equal(weeksOf(bo)[thisWeek], 1);
    });

    test('counts lessons, exercises and chapter summaries apart: the whole free trial is 29 lessons, not 38 steps', async (env) => {
      const parent = 'dash-kinds';
      const child = await addChild(env, parent, 'Eve');
      await enroll(env.db, parent, 1, 'free-trial');
      const steps = Array.from({ length: 38 }, (_, index) => index + 1);
      const now = Date.now();
      for (const lessonId of steps) await completedAt(env, child, lessonId, now - 1000, 1);
      const exercises = await courseSteps(env.db, 1, 'exercise');
      await env.db
        .insertInto('exercise_attempts')
        .values(
          exercises.map((exercise) => ({
            attempt_id: `${child}-${exercise.lesson_id}`,
            user_id: child,
            lesson_id: exercise.lesson_id,
            course_id: 1,
            code: 'print()',
            result: 'passed',
            hints_used: 0,
            created_at: new Date(now - 2000).toISOString(),
          })),
        )
        .execute();
      const { children } = await env.ok('getFamilyDashboard', { timeZone: 'UTC' }, { as: parent });
      const [eve] = children;
      assert.ok(eve);
      assert.deepEqual(eve.courses, [
        {
          courseId: 1,
          courseName: 'Python Free Trial',
          percent: 100,
          lessons: { done: 29, total: 29 },
          exercises: { done: 7, total: 7 },
          summaries: { done: 2, total: 2 },
          nextLesson: null,
        },
      ]);
      assert.deepEqual(
        [eve.lessonsThisWeek, eve.exercisesThisWeek, eve.summariesThisWeek],
        [29, 7, 2],
        'this week: 29 lessons, not 38',
      );
      assert.deepEqual(eve.weeks.at(-1), {
        weekStart: weekStartOf(new Date(now), 'UTC'),
        lessons: 29,
        exercises: 7,
        summaries: 2,
      });
      const streak = await env.ok('getLearningStreak', { timeZone: 'UTC' }, { as: parent, profile: child });
      assert.deepEqual(
        [streak.lessonsThisWeek, streak.exercisesThisWeek, streak.summariesThisWeek],
        [29, 7, 2],
        'the streak card counts as the dashboard does',
      );
    });

    test('shows the parent a child without activity as zeros with the default goal, then the goal they set, and only to the parent', async (env) => {
      const parent = 'dash-empty';
      const child = await addChild(env, parent, 'Cy');
      const { children } = await env.ok('getFamilyDashboard', { timeZone: 'Europe/Berlin' }, { as: parent });
      assert.equal(children.length, 1);
      assert.deepEqual(children[0]?.courses, []);
      assert.equal(children[0]?.lastActivity, null);
      assert.ok(children[0]?.weeks.every((week) => week.lessons === 0 && week.exercises === 0));
      assert.equal(children[0]?.weeklyGoal, WEEKLY_GOAL_DEFAULT);
      await env.ok('setWeeklyGoal', { weeklyGoal: 7, profileId: child }, { as: parent });
      const after = await env.ok('getFamilyDashboard', { timeZone: 'Europe/Berlin' }, { as: parent });
      assert.equal(after.children[0]?.weeklyGoal, 7, 'the goal the parent set for the child');
      const refused = await env.call(
        'getFamilyDashboard',
        { timeZone: 'UTC' },
        { as: parent, profile: child },
      );
      assert.equal(refused.statusCode, 403);
      const other = await env.ok('getFamilyDashboard', { timeZone: 'UTC' }, { as: 'dash-other' });
      assert.deepEqual(other, { children: [] });
    });
  },
  { checker: testChecker() },
);
