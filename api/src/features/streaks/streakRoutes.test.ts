import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { familyMessages, streakMessages, WEEKLY_GOAL_DEFAULT } from 'shared-contract';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import type { Learner } from '../../identity/identity';
import { lessonCompletion } from '../../testing/lessonCompletion';
import { addChild, trialExercise } from '../family/testing';
import { learningStreak } from './streaks';
import { earnLessons } from '../../testing/earnedLessons';

const learnerOf = (key: string): Learner => ({ accountId: key, profileId: null, key });

/** Writes completions of free-trial lessons (1, 2, …) at fixed instants. */
async function completedAt(env: ApiEnv, key: string, instants: string[], courseId = 1, firstLesson = 1) {
  await env.db
    .insertInto('completed_steps')
    .values(
      instants.map((completed_at, index) => ({
        user_id: key,
        course_id: courseId,
        lesson_id: firstLesson + index,
        completed_at,
      })),
    )
    .execute();
}

async function checkedAt(env: ApiEnv, key: string, instant: string, result: 'passed' | 'failed') {
  await env.db
    .insertInto('exercise_attempts')
    .values({
      attempt_id: randomUUID(),
      user_id: key,
      lesson_id: await trialExercise(env.db),
      course_id: 1,
      code: 'print(1)',
      result,
      hints_used: 0,
      created_at: instant,
    })
    .execute();
}

describeApi('streaks and the weekly goal', (test) => {
  test('counts days in the learner’s time zone: 23:30 UTC is today in London and tomorrow in Tokyo', async (env) => {
    const key = 'streak-zones';
    await completedAt(env, key, ['2026-11-24T10:00:00Z', '2026-11-24T23:30:00Z']);
    const now = new Date('2026-11-24T23:45:00Z');
    const london = await learningStreak(env.db, learnerOf(key), 'Europe/London', now);
    assert.deepEqual(london, {
      currentStreak: 1,
      bestStreak: 1,
      activeToday: true,
      weeklyGoal: WEEKLY_GOAL_DEFAULT,
      lessonsThisWeek: 2,
      exercisesThisWeek: 0,
      summariesThisWeek: 0,
      weekStart: '2026-11-23',
    });
    // In Tokyo 10:00 UTC is the evening of the 24th and 23:30 UTC the morning of the 25th: two days in a row.
    const tokyo = await learningStreak(env.db, learnerOf(key), 'Asia/Tokyo', now);
    assert.equal(tokyo.currentStreak, 2);
    assert.equal(tokyo.bestStreak, 2);
    assert.equal(tokyo.activeToday, true);
    // In Los Angeles it is still the afternoon of the 24th there.
    const losAngeles = await learningStreak(env.db, learnerOf(key), 'America/Los_Angeles', now);
    assert.equal(losAngeles.currentStreak, 1);
    assert.equal(losAngeles.activeToday, true);
  });

  test('counts only lessons towards the goal, and exercises and chapter summaries each on their own', async (env) => {
    const key = 'streak-kinds';
    // Free-trial steps 7 to 9: a lesson, an exercise and a lesson; step 18 is the chapter summary.
    await completedAt(
      env,
      key,
      ['2026-11-24T10:00:00Z', '2026-11-24T10:10:00Z', '2026-11-24T10:20:00Z'],
      1,
      7,
    );
    await completedAt(env, key, ['2026-11-25T10:00:00Z'], 1, 18);
    await checkedAt(env, key, '2026-11-24T10:05:00Z', 'passed');
    const streak = await learningStreak(env.db, learnerOf(key), 'UTC', new Date('2026-11-25T12:00:00Z'));
    assert.deepEqual(
      [streak.lessonsThisWeek, streak.exercisesThisWeek, streak.summariesThisWeek, streak.currentStreak],
      [2, 1, 1, 2],
      'two lessons (not four), the exercise by its pass, the summary apart; both days count for the streak',
    );
  });

  test('starts the week on Monday in the zone: a Sunday-night completion in London is Monday in Tokyo', async (env) => {
    const key = 'streak-week';
    await completedAt(env, key, ['2026-11-29T23:30:00Z']);
    const now = new Date('2026-11-30T12:00:00Z');
    const london = await learningStreak(env.db, learnerOf(key), 'Europe/London', now);
    assert.equal(london.weekStart, '2026-11-30');
    assert.equal(london.lessonsThisWeek, 0, 'Sunday belongs to last week');
    assert.equal(london.currentStreak, 1, 'yesterday still holds the streak');
    assert.equal(london.activeToday, false);
    const tokyo = await learningStreak(env.db, learnerOf(key), 'Asia/Tokyo', now);
    assert.equal(tokyo.weekStart, '2026-11-30');
    assert.equal(tokyo.lessonsThisWeek, 1);
    assert.equal(tokyo.activeToday, true);
  });

  test('a missed day resets the current streak and keeps the best; a lesson done in two courses counts once', async (env) => {
    const key = 'streak-missed';
    // Three days in a row, a missed day, then one more.
    await completedAt(env, key, [
      '2026-11-02T09:00:00Z',
      '2026-11-03T09:00:00Z',
      '2026-11-04T09:00:00Z',
      '2026-11-06T09:00:00Z',
    ]);
    const on = (instant: string) =>
      learningStreak(env.db, learnerOf(key), 'Europe/London', new Date(instant));
    const sameDay = await on('2026-11-06T18:00:00Z');
    assert.equal(sameDay.currentStreak, 1);
    assert.equal(sameDay.bestStreak, 3);
    const nextDay = await on('2026-11-07T08:00:00Z');
    assert.equal(nextDay.currentStreak, 1, 'today has nothing yet: the streak ending yesterday holds');
    assert.equal(nextDay.activeToday, false);
    const dayAfter = await on('2026-11-08T08:00:00Z');
    assert.equal(dayAfter.currentStreak, 0, 'a missed day ends it');
    assert.equal(dayAfter.bestStreak, 3);

    // Lesson 1 completed again in the masterclass, which teaches it too: a learning day, not a second lesson.
    await completedAt(env, key, ['2026-11-09T09:00:00Z'], 5, 1);
    const monday = await on('2026-11-09T10:00:00Z');
    assert.equal(monday.currentStreak, 1);
    assert.equal(monday.lessonsThisWeek, 0);
  });

  test('counts a day with a passing check, not with a failing one', async (env) => {
    const key = 'streak-exercise';
    await completedAt(env, key, ['2026-11-10T09:00:00Z']);
    await checkedAt(env, key, '2026-11-11T09:00:00Z', 'passed');
    await checkedAt(env, key, '2026-11-12T09:00:00Z', 'failed');
    const streak = await learningStreak(env.db, learnerOf(key), 'UTC', new Date('2026-11-12T20:00:00Z'));
    assert.equal(streak.currentStreak, 2);
    assert.equal(streak.activeToday, false);
    assert.equal(streak.lessonsThisWeek, 1);
  });

  test('counts only the first pass of an exercise, so pruning later checks never changes the streak', async (env) => {
    const key = 'streak-first-pass';
    await checkedAt(env, key, '2026-11-10T09:00:00Z', 'passed');
    await checkedAt(env, key, '2026-11-11T09:00:00Z', 'passed');
    await checkedAt(env, key, '2026-11-12T09:00:00Z', 'passed');
    const now = new Date('2026-11-12T20:00:00Z');
    const before = await learningStreak(env.db, learnerOf(key), 'UTC', now);
    assert.equal(before.bestStreak, 1, 'passing the same exercise again is no new learning day');
    // What saving more checks prunes: every attempt but the first pass (and the latest ones).
    await env.db
      .deleteFrom('exercise_attempts')
      .where('user_id', '=', key)
      .where('created_at', '>', '2026-11-10T09:00:00Z')
      .execute();
    assert.deepEqual(await learningStreak(env.db, learnerOf(key), 'UTC', now), before);
  });

  test("answers the request's learner, today, and refuses a time zone Intl does not know", async (env) => {
    const parent = 'streak-api';
    const child = await addChild(env, parent, 'Ava');
    await earnLessons(env.db, child, [1]);
    await env.ok('completeLesson', lessonCompletion(parent, 1, 1), { as: parent, profile: child });
    const asChild = await env.ok(
      'getLearningStreak',
      { timeZone: 'europe/london' },
      { as: parent, profile: child },
    );
    assert.equal(asChild.currentStreak, 1);
    assert.equal(asChild.activeToday, true);
    assert.equal(asChild.lessonsThisWeek, 1);
    const asParent = await env.ok('getLearningStreak', { timeZone: 'Asia/Tokyo' }, { as: parent });
    assert.equal(asParent.currentStreak, 0, "the child's day is not the parent's");
    assert.equal(asParent.bestStreak, 0);
    await env.rejects(
      'getLearningStreak',
      [
        [{ timeZone: 'Mars/Olympus_Mons' }, 400, streakMessages.timeZone],
        [{ timeZone: '' }, 400, /timeZone/],
      ],
      { as: parent },
    );
    const response = await env.call('getLearningStreak', { timeZone: 'UTC' }, { as: parent });
    assert.equal(response.headers['cache-control'], 'no-store');
    assert.equal((await env.call('getLearningStreak', { timeZone: 'UTC' })).statusCode, 401);
  });

  test("lets the parent set their own goal and a child's, never the child's profile or another family", async (env) => {
    const parent = 'goal-parent';
    const child = await addChild(env, parent, 'Noa');
    const otherChild = await addChild(env, 'goal-other-family', 'Eli');
    const asChild = { as: parent, profile: child };

    assert.deepEqual(await env.ok('setWeeklyGoal', { weeklyGoal: 5 }, { as: parent }), { weeklyGoal: 5 });
    assert.deepEqual(await env.ok('setWeeklyGoal', { weeklyGoal: 2, profileId: child }, { as: parent }), {
      weeklyGoal: 2,
    });
    const goalOf = async (options: { as: string; profile?: string }) =>
      (await env.ok('getLearningStreak', { timeZone: 'UTC' }, options)).weeklyGoal;
    assert.equal(await goalOf({ as: parent }), 5);
    assert.equal(await goalOf(asChild), 2);
    assert.equal(await goalOf({ as: 'goal-other-family', profile: otherChild }), WEEKLY_GOAL_DEFAULT);

    await env.rejects(
      'setWeeklyGoal',
      [
        [{ weeklyGoal: 7 }, 403, familyMessages.parentOnly],
        [{ weeklyGoal: 7, profileId: child }, 403, familyMessages.parentOnly],
      ],
      asChild,
    );
    await env.rejects(
      'setWeeklyGoal',
      [
        [{ weeklyGoal: 7, profileId: otherChild }, 404, familyMessages.profileNotFound],
        [{ weeklyGoal: 7, profileId: randomUUID() }, 404, familyMessages.profileNotFound],
        [{ weeklyGoal: 0 }, 400, streakMessages.goalRange],
        [{ weeklyGoal: 22 }, 400, streakMessages.goalRange],
        [{ weeklyGoal: 2.5 }, 400, streakMessages.goalRange],
        [{ weeklyGoal: 3, profileId: 'Noa' }, 400, /profileId/],
      ],
      { as: parent },
    );
    assert.equal(await goalOf(asChild), 2);
    assert.equal(await goalOf({ as: 'goal-other-family', profile: otherChild }), WEEKLY_GOAL_DEFAULT);
    assert.equal((await env.call('setWeeklyGoal', { weeklyGoal: 3 })).statusCode, 401);
  });
});
