import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { describeApi, type ApiEnv, type CallOptions } from '../../testing/apiHarness';
import { testChecker } from '../../testing/checker';
import { lessonCompletion } from '../../testing/lessonCompletion';
import { addChild } from '../family/testing';
import { SOLUTION_LOCKED_MESSAGE } from './exercises';

/**
 * The attack an audit made on the free trial (issue 46), replayed: a child profile claimed every lesson and every
 * exercise in 46 requests and got the trial's certificate and reward. Now nothing is earned without the work, and
 * the same learner doing the work earns both.
 */

const TRIAL = 1;
const FAKE_CODE = 'print("I did not write this")';

async function trialLessons(db: Kysely<Database>) {
  return db
    .selectFrom('lessons')
    .innerJoin('course_chapters', 'course_chapters.chapter_id', 'lessons.chapter_id')
    .leftJoin('exercises', 'exercises.lesson_id', 'lessons.lesson_id')
    .select(['lessons.lesson_id', 'lessons.chapter_id', 'exercises.solution', 'exercises.starter_code'])
    .where('course_chapters.course_id', '=', TRIAL)
    .orderBy('lessons.lesson_id')
    .execute();
}

async function rewards(env: ApiEnv, parent: string, as: CallOptions) {
  const coupon = await env.ok('validateCoupon', { coupon_code: 'TRIALCOMPLETE' }, as);
  const { certificates } = await env.ok('getOwnCertificates', undefined, as);
  const { CompletedSteps } = await env.ok('getCompletedSteps', { UserID: parent, CourseID: TRIAL }, as);
  return { coupon: coupon.isValid, certificates: certificates.length, steps: CompletedSteps.length };
}

describeApi(
  'forged progress',
  (test) => {
    test('the audit’s replay earns no completion, pass, solution, certificate or reward; the same child doing the work earns the certificate', async (env) => {
      const parent = 'forger-parent';
      const child = await addChild(env, parent, 'Forge');
      const as = { as: parent, profile: child };
      await env.ok('enrollFreeTrial', { UserID: parent, Source: 'home-hero' }, as);
      const lessons = await trialLessons(env.db);
      const exercises = lessons.filter((lesson) => lesson.solution !== null);
      assert.ok(lessons.length >= 38 && exercises.length === 7);

      // The replay: every lesson completed unread, every exercise "passed" by the browser's say-so and by a
      // program that prints something else, "failed" attempts of empty code for the solution.
      for (const lesson of lessons)
        await env.rejects(
          'completeLesson',
          [[lessonCompletion(parent, TRIAL, lesson.lesson_id), 409, /^Open this lesson/]],
          as,
        );
      for (const exercise of exercises) {
        const key = { UserID: parent, CourseID: TRIAL, LessonID: exercise.lesson_id };
        const claimed = await env.ok(
          'saveExerciseAttempt',
          { ...key, Code: FAKE_CODE, Result: 'passed', HintsUsed: 0 },
          as,
        );
        assert.equal(claimed.Passed, false);
        // A "failed" attempt of empty code or of the starter opens no solution.
        await env.ok('saveExerciseAttempt', { ...key, Code: '', Result: 'failed', HintsUsed: 0 }, as);
        for (const Code of ['', exercise.starter_code ?? ''])
          await env.ok('checkExercise', { ...key, Code, HintsUsed: 0 }, as);
        await env.rejects('revealExerciseSolution', [[key, 403, SOLUTION_LOCKED_MESSAGE]], as);
        const checked = await env.ok('checkExercise', { ...key, Code: FAKE_CODE, HintsUsed: 0 }, as);
        assert.deepEqual([checked.Verdict, checked.Passed], ['failed', false]);
        // Read, but not passed: still not complete.
        await env.ok('fetchLesson', { ...key, ChapterID: exercise.chapter_id }, as);
        await env.rejects(
          'completeLesson',
          [[lessonCompletion(parent, TRIAL, exercise.lesson_id), 409, /^Press Check/]],
          as,
        );
      }
      assert.deepEqual(await rewards(env, parent, as), { coupon: false, certificates: 0, steps: 0 });

      // The work: each lesson opened, each exercise solved by a program the server runs, then completed.
      for (const lesson of lessons) {
        const key = { UserID: parent, CourseID: TRIAL, LessonID: lesson.lesson_id };
        await env.ok('fetchLesson', { ...key, ChapterID: lesson.chapter_id }, as);
        if (lesson.solution !== null) {
          const verdict = await env.ok('checkExercise', { ...key, Code: lesson.solution, HintsUsed: 0 }, as);
          assert.equal(verdict.Verdict, 'passed');
        }
        await env.ok('completeLesson', lessonCompletion(parent, TRIAL, lesson.lesson_id), as);
      }
      // The trial's reward is the account's own trial (trialReward.test), which a child's work does not unlock.
      assert.deepEqual(await rewards(env, parent, as), {
        coupon: false,
        certificates: 1,
        steps: lessons.length,
      });
    });
  },
  {
    checker: testChecker(),
    // The replay's pace is the audit's; the limits are tested on their own (rateLimits.test).
    rateLimits: {
      limits: { exerciseCheck: { max: 100, windowSeconds: 60 }, lesson: { max: 500, windowSeconds: 60 } },
    },
  },
);
