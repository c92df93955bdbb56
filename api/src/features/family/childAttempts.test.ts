import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { CHILD_ATTEMPT_CODE_MAX, CHILD_ATTEMPTS_MAX, familyMessages } from 'shared-contract';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { testChecker } from '../../testing/checker';
import { addChild, courseSteps } from './testing';

const check = (UserID: string, LessonID: number, Code: string, HintsUsed = 0) => ({
  UserID,
  CourseID: 1,
  LessonID,
  Code,
  HintsUsed,
});

async function attemptAt(env: ApiEnv, child: string, lessonId: number, code: string, at: string) {
  await env.db
    .insertInto('exercise_attempts')
    .values({
      attempt_id: randomUUID(),
      user_id: child,
      lesson_id: lessonId,
      course_id: 1,
      code,
      result: 'failed',
      hints_used: 0,
      created_at: at,
    })
    .execute();
}

describeApi(
  "a child's programs, for the parent",
  (test) => {
    test('gives the parent the latest checked program of each exercise, with the hints and the solution used', async (env) => {
      const parent = 'attempts-parent';
      const child = await addChild(env, parent, 'Ada');
      const sibling = await addChild(env, parent, 'Bo');
      const asChild = { as: parent, profile: child };
      const [greeting, calculator] = await courseSteps(env.db, 1, 'exercise');
      assert.ok(greeting && calculator);
      const { solution } = await env.db
        .selectFrom('exercises')
        .select('solution')
        .where('lesson_id', '=', greeting.lesson_id)
        .executeTakeFirstOrThrow();

      // The greeting: a hint, a wrong try, the solution shown, then a pass.
      await env.ok('checkExercise', check(parent, greeting.lesson_id, 'print("hi")', 1), asChild);
      await env.ok(
        'revealExerciseSolution',
        { UserID: parent, CourseID: 1, LessonID: greeting.lesson_id },
        asChild,
      );
      // The check that passes says no hint: the hint opened before it still counts.
      const passed = await env.ok('checkExercise', check(parent, greeting.lesson_id, solution, 0), asChild);
      assert.equal(passed.Verdict, 'passed');
      // The calculator, later: one wrong try, no help.
      await env.ok('checkExercise', check(parent, calculator.lesson_id, 'print(1 +)'), asChild);
      // A draft is not a checked program.
      await env.ok(
        'saveExerciseAttempt',
        { ...check(parent, calculator.lesson_id, 'print("draft")'), Result: 'draft' },
        asChild,
      );

      const { attempts } = await env.ok('getChildAttempts', { profileId: child }, { as: parent });
      assert.deepEqual(
        attempts.map((attempt) => [attempt.lessonName, attempt.code, attempt.passed]),
        [
          [calculator.lesson_name, 'print(1 +)', false],
          [greeting.lesson_name, solution, true],
        ],
        'the latest checked program of each exercise, newest first',
      );
      const [last, first] = attempts;
      assert.ok(last && first);
      assert.equal(first.courseName, 'Python Free Trial');
      assert.equal(first.hintsUsed, 1);
      assert.ok(first.hintsTotal >= 2);
      assert.ok(first.solutionRevealedAt, 'the solution was shown');
      assert.equal(first.codeShortened, false);
      assert.deepEqual([last.hintsUsed, last.solutionRevealedAt], [0, null]);
      assert.ok(last.checkedAt > first.checkedAt);

      // Help opened after a program is not the help it was written with: every hint and the solution, later.
      const { hints } = await env.db
        .selectFrom('exercises')
        .select('hints')
        .where('lesson_id', '=', calculator.lesson_id)
        .executeTakeFirstOrThrow();
      const hintsTotal = (JSON.parse(hints) as unknown[]).length;
      await env.ok(
        'saveExerciseAttempt',
        { ...check(parent, calculator.lesson_id, 'print("draft")', hintsTotal), Result: 'draft' },
        asChild,
      );
      await env.ok(
        'revealExerciseSolution',
        { UserID: parent, CourseID: 1, LessonID: calculator.lesson_id },
        asChild,
      );
      const later = await env.ok('getChildAttempts', { profileId: child }, { as: parent });
      assert.deepEqual(
        later.attempts.map((attempt) => [attempt.code, attempt.hintsUsed, attempt.solutionRevealedAt]),
        [
          ['print(1 +)', 0, null],
          [solution, 1, first.solutionRevealedAt],
        ],
      );

      assert.deepEqual(await env.ok('getChildAttempts', { profileId: sibling }, { as: parent }), {
        attempts: [],
      });
    });

    test('answers only the parent of that child: another family, a made-up id, the child itself and a missing proof are refused', async (env) => {
      const parent = 'attempts-guard';
      const child = await addChild(env, parent, 'Cy');
      const stranger = await addChild(env, 'attempts-stranger', 'Dee');
      const [exercise] = await courseSteps(env.db, 1, 'exercise');
      assert.ok(exercise);
      await attemptAt(env, stranger, exercise.lesson_id, 'print("secret")', new Date().toISOString());
      await env.rejects(
        'getChildAttempts',
        [
          [{ profileId: stranger }, 404, familyMessages.profileNotFound],
          [{ profileId: randomUUID() }, 404, familyMessages.profileNotFound],
          [{ profileId: 'not-a-profile' }, 400, /profileId/],
          [{}, 400, /profileId/],
        ],
        { as: parent },
      );
      await env.rejects('getChildAttempts', [[{ profileId: child }, 403, familyMessages.parentOnly]], {
        as: parent,
        profile: child,
      });
      await env.rejects(
        'getChildAttempts',
        [[{ profileId: child }, 403, familyMessages.parentProofRequired]],
        { as: parent, parentProof: false },
      );
      const signedOut = await env.call('getChildAttempts', { profileId: child });
      assert.equal(signedOut.statusCode, 401);
      assert.equal(signedOut.headers['cache-control'], 'no-store');
    });

    test(`keeps the answer small: at most ${CHILD_ATTEMPTS_MAX} exercises, each program cut at ${CHILD_ATTEMPT_CODE_MAX} characters`, async (env) => {
      const parent = 'attempts-caps';
      const child = await addChild(env, parent, 'Eli');
      // More exercises than the list shows: lessons of the masterclass given a check for this test.
      const lessons = await env.db
        .selectFrom('lessons')
        .select('lesson_id')
        .where('lesson_id', 'not in', env.db.selectFrom('exercises').select('lesson_id'))
        .orderBy('lesson_id')
        .limit(CHILD_ATTEMPTS_MAX)
        .execute();
      const template = await env.db.selectFrom('exercises').selectAll().executeTakeFirstOrThrow();
      await env.db
        .insertInto('exercises')
        .values(lessons.map(({ lesson_id }) => ({ ...template, lesson_id })))
        .execute();
      const start = Date.parse('2026-11-02T10:00:00Z');
      for (const [index, { lesson_id }] of lessons.entries())
        await attemptAt(
          env,
          child,
          lesson_id,
          `print(${index})`,
          new Date(start + index * 60_000).toISOString(),
        );
      // The newest: 64 KB of code with letters outside the BMP, which the cut must not split.
      const [newest] = await courseSteps(env.db, 1, 'exercise');
      assert.ok(newest);
      const long = '🐍'.repeat(CHILD_ATTEMPT_CODE_MAX) + 'x'.repeat(40_000);
      await attemptAt(env, child, newest.lesson_id, long, '2026-11-03T10:00:00.000Z');

      const { attempts } = await env.ok('getChildAttempts', { profileId: child }, { as: parent });
      assert.equal(attempts.length, CHILD_ATTEMPTS_MAX);
      const [first, second] = attempts;
      assert.equal(first?.lessonId, newest.lesson_id, 'newest first');
      assert.equal(first?.code, '🐍'.repeat(CHILD_ATTEMPT_CODE_MAX));
      assert.equal(first?.codeShortened, true);
      assert.equal(second?.code, `print(${lessons.length - 1})`);
      assert.equal(second?.codeShortened, false);
    });
  },
  { checker: testChecker() },
);
