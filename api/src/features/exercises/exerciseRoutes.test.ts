import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EXERCISE_CODE_MAX_BYTES, exercise as exerciseBody } from 'shared-contract';
import type { Database } from '../../db/schema';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { testChecker } from '../../testing/checker';
import { enroll } from '../learning/enrollments';
import { ATTEMPTS_KEPT, CHECKER_UNAVAILABLE_MESSAGE, SOLUTION_LOCKED_MESSAGE } from './exercises';

const TRIAL = 1;
const MAIN_COURSE = 5;

async function lessonNamed(db: Kysely<Database>, name: string) {
  return db
    .selectFrom('lessons')
    .innerJoin('exercises', 'exercises.lesson_id', 'lessons.lesson_id')
    .select(['lessons.lesson_id', 'lessons.chapter_id', 'exercises.solution', 'exercises.hints'])
    .where('lessons.lesson_name', '=', name)
    .executeTakeFirstOrThrow();
}

const greetingCard = (db: Kysely<Database>) => lessonNamed(db, 'Exercise - Print a Greeting Card');

const key = (UserID: string, LessonID: number, CourseID = TRIAL) => ({ UserID, CourseID, LessonID });
/** A draft, or (the same fields) a program for the server to check. */
const save = (UserID: string, LessonID: number, Code: string, HintsUsed = 0) => ({
  ...key(UserID, LessonID),
  Code,
  HintsUsed,
});

function progress(env: ApiEnv, userId: string, lessonId: number) {
  return env.db
    .selectFrom('exercise_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('lesson_id', '=', lessonId)
    .executeTakeFirst();
}

function attempts(env: ApiEnv, userId: string) {
  return env.db
    .selectFrom('exercise_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}

describeApi(
  'exercises',
  (test) => {
    test('answers 401 without a token and 403 when the body names another user, for every exercise call', async (env) => {
      const { lesson_id } = await greetingCard(env.db);
      const cases = [
        ['fetchExercise', key('owner', lesson_id)],
        ['saveExerciseAttempt', save('owner', lesson_id, 'print(1)')],
        ['checkExercise', save('owner', lesson_id, 'print(1)')],
        ['revealExerciseSolution', key('owner', lesson_id)],
      ] as const;
      for (const [name, payload] of cases) {
        await env.rejects(name, [[payload, 401, /^Sign-in required/]]);
        await env.rejects(name, [[payload, 403, 'body/UserID does not match the signed-in user']], {
          as: 'intruder',
        });
      }
    });

    test('follows the lesson: 403 for a course the learner may not learn, 404 outside the course or without an exercise', async (env) => {
      const as = { as: 'access-1' };
      const paid = await lessonNamed(env.db, 'Exercise - Temperature Converter');
      const notEnrolled = `You are not enrolled in course ${MAIN_COURSE}`;
      for (const name of ['fetchExercise', 'revealExerciseSolution'] as const) {
        await env.rejects(
          name,
          [
            [key('access-1', paid.lesson_id, MAIN_COURSE), 403, notEnrolled],
            [key('access-1', 999_999, MAIN_COURSE), 403, notEnrolled],
            [key('access-1', paid.lesson_id), 404, `Lesson ${paid.lesson_id} is not part of course 1`],
            [key('access-1', 1), 404, 'Lesson 1 has no exercise'],
          ],
          as,
        );
      }
      for (const name of ['saveExerciseAttempt', 'checkExercise'] as const)
        await env.rejects(
          name,
          [
            [{ ...save('access-1', paid.lesson_id, 'x = 1'), CourseID: MAIN_COURSE }, 403, notEnrolled],
            [save('access-1', 1, 'x = 1'), 404, 'Lesson 1 has no exercise'],
          ],
          as,
        );
      await enroll(env.db, 'access-1', MAIN_COURSE, 'payment');
      const served = await env.ok('fetchExercise', key('access-1', paid.lesson_id, MAIN_COURSE), as);
      assert.equal(served.LessonID, paid.lesson_id);
    });

    test('serves the visible cases and how many are hidden, never a hidden case', async (env) => {
      const as = { as: 'hidden-1' };
      const lesson = await lessonNamed(env.db, 'Exercise - Even or Odd');
      const response = await env.call('fetchExercise', key('hidden-1', lesson.lesson_id), as);
      const sent = JSON.parse(response.json<{ body: string }>().body) as Record<string, unknown>;
      const { check_spec } = await env.db
        .selectFrom('exercises')
        .select('check_spec')
        .where('lesson_id', '=', lesson.lesson_id)
        .executeTakeFirstOrThrow();
      const hidden = (JSON.parse(check_spec) as { hidden: { stdinCases: Array<{ stdin: string }> } }).hidden;
      assert.ok(hidden.stdinCases.length > 0);
      assert.equal(sent.HiddenCases, hidden.stdinCases.length);
      for (const entry of hidden.stdinCases)
        assert.ok(
          !JSON.stringify(sent).includes(JSON.stringify(entry.stdin)),
          `hidden input ${entry.stdin} sent`,
        );
      assert.ok(!('hidden' in (sent.Check as object)));
    });

    test('serves the starter, the hints and the check, never the solution, before or after it is revealed', async (env) => {
      const as = { as: 'fetch-1' };
      const lesson = await greetingCard(env.db);
      const first = await env.call('fetchExercise', key('fetch-1', lesson.lesson_id), as);
      assert.equal(first.statusCode, 200, first.body);
      assert.equal(first.headers['cache-control'], 'no-store');
      const served = exerciseBody.parse(JSON.parse(first.json<{ body: string }>().body));
      assert.match(served.StarterCode, /print\("\*+"\)/);
      assert.deepEqual(served.Hints, JSON.parse(lesson.hints));
      assert.equal(served.Check.output?.match, 'exact');
      assert.deepEqual(
        [served.LastCode, served.Passed, served.HintsUsed, served.SolutionAvailable],
        [null, false, 0, false],
      );
      // The answer as sent, before the contract's schema could drop an unknown field.
      const holdsSolution = (response: typeof first) => {
        const sent = JSON.parse(response.json<{ body: string }>().body) as Record<string, unknown>;
        return (
          'Solution' in sent || JSON.stringify(sent).includes(JSON.stringify(lesson.solution).slice(1, -1))
        );
      };
      assert.equal(holdsSolution(first), false);

      await env.ok('checkExercise', save('fetch-1', lesson.lesson_id, 'print("hi")'), as);
      const revealed = await env.ok('revealExerciseSolution', key('fetch-1', lesson.lesson_id), as);
      assert.equal(revealed.Solution, lesson.solution);
      const after = await env.call('fetchExercise', key('fetch-1', lesson.lesson_id), as);
      assert.equal(holdsSolution(after), false, 'not after the reveal either');
      assert.equal(
        exerciseBody.parse(JSON.parse(after.json<{ body: string }>().body)).SolutionAvailable,
        true,
      );
    });

    test('reveals the solution only after the server failed a program of the learner’s own, or every hint, and records the first reveal', async (env) => {
      const lesson = await greetingCard(env.db);
      const { starter_code } = await env.db
        .selectFrom('exercises')
        .select('starter_code')
        .where('lesson_id', '=', lesson.lesson_id)
        .executeTakeFirstOrThrow();
      const hintCount = (JSON.parse(lesson.hints) as string[]).length;
      const locked = (user: string) =>
        env.rejects('revealExerciseSolution', [[key(user, lesson.lesson_id), 403, SOLUTION_LOCKED_MESSAGE]], {
          as: user,
        });

      await locked('hints-1');
      const partly = await env.ok(
        'saveExerciseAttempt',
        save('hints-1', lesson.lesson_id, 'print()', hintCount - 1),
        {
          as: 'hints-1',
        },
      );
      assert.equal(partly.SolutionAvailable, false);
      await locked('hints-1');
      // The attack: a draft claiming a failed check, then an empty program and the untouched starter, checked.
      await env.ok(
        'saveExerciseAttempt',
        { ...save('hints-1', lesson.lesson_id, ''), Result: 'failed' },
        {
          as: 'hints-1',
        },
      );
      for (const code of ['', '   \n', starter_code, `${starter_code}\n\n`]) {
        const untouched = await env.ok(
          'checkExercise',
          save('hints-1', lesson.lesson_id, code, hintCount - 1),
          {
            as: 'hints-1',
          },
        );
        assert.equal(untouched.Verdict, 'failed');
        assert.equal(untouched.SolutionAvailable, false, JSON.stringify(code));
      }
      await locked('hints-1');
      const passedOnly = await env.ok(
        'checkExercise',
        save('hints-1', lesson.lesson_id, lesson.solution, hintCount - 1),
        { as: 'hints-1' },
      );
      assert.equal(passedOnly.Verdict, 'passed');
      assert.equal(passedOnly.SolutionAvailable, false, 'a pass alone does not open the solution');
      await locked('hints-1');
      assert.equal((await progress(env, 'hints-1', lesson.lesson_id))?.solution_revealed_at, null);

      const allHints = await env.ok(
        'saveExerciseAttempt',
        save('hints-1', lesson.lesson_id, 'print()', hintCount),
        {
          as: 'hints-1',
        },
      );
      assert.equal(allHints.SolutionAvailable, true);
      const solution = await env.ok('revealExerciseSolution', key('hints-1', lesson.lesson_id), {
        as: 'hints-1',
      });
      assert.deepEqual(solution, { LessonID: lesson.lesson_id, Solution: lesson.solution });
      const firstReveal = (await progress(env, 'hints-1', lesson.lesson_id))?.solution_revealed_at;
      assert.ok(firstReveal && new Date(firstReveal).toISOString() === firstReveal);
      await env.ok('revealExerciseSolution', key('hints-1', lesson.lesson_id), { as: 'hints-1' });
      assert.equal(
        (await progress(env, 'hints-1', lesson.lesson_id))?.solution_revealed_at,
        firstReveal,
        'the first reveal is kept',
      );

      const failed = await env.ok('checkExercise', save('fails-1', lesson.lesson_id, 'print("oops")'), {
        as: 'fails-1',
      });
      assert.equal(failed.Verdict, 'failed');
      assert.equal(failed.SolutionAvailable, true);
      await env.ok('revealExerciseSolution', key('fails-1', lesson.lesson_id), { as: 'fails-1' });
      assert.notEqual((await progress(env, 'fails-1', lesson.lesson_id))?.solution_revealed_at, null);
    });

    test('an exercise without hints opens its solution only after a failed check, never before the learner tried', async (env) => {
      const lesson = await lessonNamed(env.db, 'Exercise - Swap Two Variables');
      await env.db
        .updateTable('exercises')
        .set({ hints: '[]' })
        .where('lesson_id', '=', lesson.lesson_id)
        .execute();
      try {
        const fresh = await env.ok('fetchExercise', key('no-hints-1', lesson.lesson_id), {
          as: 'no-hints-1',
        });
        assert.equal(fresh.SolutionAvailable, false);
        await env.rejects(
          'revealExerciseSolution',
          [[key('no-hints-1', lesson.lesson_id), 403, SOLUTION_LOCKED_MESSAGE]],
          { as: 'no-hints-1' },
        );
        const drafted = await env.ok('saveExerciseAttempt', save('no-hints-1', lesson.lesson_id, 'print()'), {
          as: 'no-hints-1',
        });
        assert.equal(drafted.SolutionAvailable, false);
        const failed = await env.ok('checkExercise', save('no-hints-1', lesson.lesson_id, 'print()'), {
          as: 'no-hints-1',
        });
        assert.equal(failed.Verdict, 'failed');
        assert.equal(failed.SolutionAvailable, true);
      } finally {
        await env.db
          .updateTable('exercises')
          .set({ hints: lesson.hints })
          .where('lesson_id', '=', lesson.lesson_id)
          .execute();
      }
    });

    test('restores the last code, stores the server’s verdict of each checked attempt and keeps a pass', async (env) => {
      const as = { as: 'code-1' };
      const lesson = await greetingCard(env.db);
      const id = lesson.lesson_id;
      const draft = await env.ok('saveExerciseAttempt', save('code-1', id, 'print("draft")'), as);
      assert.deepEqual(draft, { LessonID: id, Passed: false, HintsUsed: 0, SolutionAvailable: false });
      // A draft that claims a pass is still only a draft.
      const claimed = await env.ok(
        'saveExerciseAttempt',
        { ...save('code-1', id, 'print("x")'), Result: 'passed' },
        as,
      );
      assert.equal(claimed.Passed, false);
      assert.deepEqual(await attempts(env, 'code-1'), [], 'a draft stores no attempt');
      assert.equal((await env.ok('fetchExercise', key('code-1', id), as)).LastCode, 'print("x")');

      const wrong = await env.ok('checkExercise', save('code-1', id, 'print("wrong")'), as);
      assert.equal(wrong.Verdict, 'failed');
      assert.equal(wrong.Passed, false);
      assert.equal(wrong.Cases[0]?.got, 'wrong\n');
      const passed = await env.ok('checkExercise', save('code-1', id, lesson.solution, 1), as);
      assert.deepEqual([passed.Verdict, passed.Passed, passed.Error], ['passed', true, null]);
      const later = await env.ok('checkExercise', save('code-1', id, 'print("later")', 1), as);
      assert.deepEqual([later.Verdict, later.Passed], ['failed', true], 'a pass is never undone');
      await env.ok('saveExerciseAttempt', save('code-1', id, 'print("typing")', 1), as);
      const stored = await attempts(env, 'code-1');
      assert.deepEqual(
        stored.map((row) => [row.result, row.code, row.hints_used, row.course_id]),
        [
          ['failed', 'print("wrong")', 0, TRIAL],
          ['passed', lesson.solution, 1, TRIAL],
          ['failed', 'print("later")', 1, TRIAL],
        ],
      );
      const back = await env.ok('fetchExercise', key('code-1', id), as);
      assert.deepEqual(
        [back.LastCode, back.Passed, back.HintsUsed, back.SolutionAvailable],
        ['print("typing")', true, 1, true],
      );
      assert.equal((await progress(env, 'code-1', id))?.failed_checks, 2);
    });

    test('checks against the hidden cases too: a program that prints the visible answers fails, saying how many hidden cases passed', async (env) => {
      const as = { as: 'copy-1' };
      const lesson = await lessonNamed(env.db, 'Exercise - Even or Odd');
      const served = await env.ok('fetchExercise', key('copy-1', lesson.lesson_id), as);
      const table = Object.fromEntries(
        (served.Check.stdinCases?.cases ?? []).map((entry) => [entry.stdin, entry.expected]),
      );
      const copied = [
        'if True:',
        `    answers = ${JSON.stringify(table)}`,
        'line = input()',
        "print(answers.get(line + '\\n', ''), end='')",
      ].join('\n');
      const verdict = await env.ok('checkExercise', save('copy-1', lesson.lesson_id, copied), as);
      assert.equal(verdict.Verdict, 'failed');
      assert.ok(verdict.Cases.filter((entry) => entry.kind === 'stdin').every((entry) => entry.passed));
      assert.equal(verdict.HiddenCases, served.HiddenCases);
      assert.equal(verdict.HiddenCasesPassed, 0);
      assert.ok(!JSON.stringify(verdict).includes('999'), 'nothing of a hidden case is sent');

      const solved = await env.ok('checkExercise', save('copy-1', lesson.lesson_id, lesson.solution), as);
      assert.deepEqual([solved.Verdict, solved.HiddenCasesPassed], ['passed', served.HiddenCases]);
    });

    test('answers an endless loop, a memory bomb and a look at the disk with a verdict, and keeps checking', async (env) => {
      const as = { as: 'bomb-1' };
      const lesson = await greetingCard(env.db);
      const verdicts = [];
      for (const code of [
        'while True:\n    pass',
        '[0] * 10**9',
        "'x' * 10**10",
        "import os\nprint(os.listdir('/'))",
      ])
        verdicts.push(await env.ok('checkExercise', save('bomb-1', lesson.lesson_id, code), as));
      assert.deepEqual(
        verdicts.map((verdict) => verdict.Verdict),
        ['failed', 'failed', 'failed', 'failed'],
      );
      assert.equal(verdicts[0]?.Cases[0]?.timedOut, true);
      assert.doesNotMatch(verdicts[3]?.Cases[0]?.got ?? '', /etc|usr|work/);
      const solved = await env.ok('checkExercise', save('bomb-1', lesson.lesson_id, lesson.solution), as);
      assert.equal(solved.Verdict, 'passed');
    });

    test('cuts a long output in the verdict, so a program cannot fill the answer', async (env) => {
      const as = { as: 'long-1' };
      const { lesson_id } = await greetingCard(env.db);
      const verdict = await env.ok('checkExercise', save('long-1', lesson_id, "print('x' * 100000)"), as);
      assert.ok((verdict.Cases[0]?.got ?? '').length <= 4001);
    });

    test('keeps the first pass and the latest attempts, so checking in a loop cannot fill the disk', async (env) => {
      const as = { as: 'loop-1' };
      const lesson = await greetingCard(env.db);
      const { lesson_id } = lesson;
      await env.ok('checkExercise', save('loop-1', lesson_id, lesson.solution), as);
      const [pass] = await attempts(env, 'loop-1');
      assert.ok(pass);
      // A loop's worth of failed checks after the pass, stored as checks store them (a real check takes a second
      // or two); the two checks that follow are real and each prunes.
      const passedAt = Date.parse(pass.created_at);
      await env.db
        .insertInto('exercise_attempts')
        .values(
          Array.from({ length: ATTEMPTS_KEPT }, (_, index) => ({
            attempt_id: randomUUID(),
            user_id: 'loop-1',
            lesson_id,
            course_id: TRIAL,
            code: `print("fail ${index + 1}")`,
            result: 'failed',
            hints_used: 0,
            created_at: new Date(passedAt + index + 1).toISOString(),
          })),
        )
        .execute();
      for (const index of [ATTEMPTS_KEPT + 1, ATTEMPTS_KEPT + 2])
        await env.ok('checkExercise', save('loop-1', lesson_id, `print("fail ${index}")`), as);
      const kept = (await attempts(env, 'loop-1')).map((row) => row.code);
      assert.deepEqual(kept, [
        lesson.solution,
        ...Array.from({ length: ATTEMPTS_KEPT }, (_, index) => `print("fail ${index + 3}")`),
      ]);
      assert.equal((await progress(env, 'loop-1', lesson_id))?.failed_checks, 2);
    });

    test('never lowers the hints used, and refuses more hints than the exercise has', async (env) => {
      const as = { as: 'hint-2' };
      const lesson = await greetingCard(env.db);
      const hintCount = (JSON.parse(lesson.hints) as string[]).length;
      await env.ok('saveExerciseAttempt', save('hint-2', lesson.lesson_id, 'a', 2), as);
      const lower = await env.ok('saveExerciseAttempt', save('hint-2', lesson.lesson_id, 'b', 1), as);
      assert.equal(lower.HintsUsed, 2);
      assert.equal((await env.ok('fetchExercise', key('hint-2', lesson.lesson_id), as)).HintsUsed, 2);
      const before = await progress(env, 'hint-2', lesson.lesson_id);
      for (const name of ['saveExerciseAttempt', 'checkExercise'] as const)
        await env.rejects(
          name,
          [
            [
              save('hint-2', lesson.lesson_id, 'c', hintCount + 1),
              400,
              `body/HintsUsed must be at most ${hintCount}: this exercise has ${hintCount} hints`,
            ],
          ],
          as,
        );
      assert.deepEqual(await progress(env, 'hint-2', lesson.lesson_id), before, 'nothing changed');
    });

    test('refuses oversize and malformed attempts with a 400 naming the field, storing nothing', async (env) => {
      const as = { as: 'bad-1' };
      const { lesson_id } = await greetingCard(env.db);
      const valid = save('bad-1', lesson_id, 'print(1)');
      // 40,000 two-byte characters: under the character limit, over 64 KB of UTF-8.
      const wide = 'é'.repeat(40_000);
      const bytesMessage = `body/Code must be at most ${EXERCISE_CODE_MAX_BYTES} bytes (64 KB) as UTF-8`;
      for (const name of ['saveExerciseAttempt', 'checkExercise'] as const)
        await env.rejects(
          name,
          [
            [{ ...valid, Code: wide }, 400, bytesMessage],
            [{ ...valid, Code: `# ${'😀'.repeat(16_384)}` }, 400, bytesMessage],
            [
              { ...valid, Code: 'a'.repeat(EXERCISE_CODE_MAX_BYTES + 1) },
              400,
              /^body\/Code must be at most 65536/,
            ],
            [{ ...valid, Code: 'print("a\u0000")' }, 400, 'body/Code must not contain the character U+0000'],
            [{ ...valid, Code: undefined }, 400, 'body/Code is required'],
            [{ ...valid, Code: 42 }, 400, 'body/Code must be a string'],
            [{ ...valid, HintsUsed: -1 }, 400, 'body/HintsUsed must not be negative'],
            [{ ...valid, HintsUsed: 1.5 }, 400, 'body/HintsUsed must be an integer'],
            [{ ...valid, LessonID: 'eight' }, 400, 'body/LessonID must be a positive integer'],
            [undefined, 400, 'body is required (send a JSON object)'],
          ],
          as,
        );
      assert.equal(await progress(env, 'bad-1', lesson_id), undefined);
      const atLimit = await env.call(
        'saveExerciseAttempt',
        { ...valid, Code: 'é'.repeat(EXERCISE_CODE_MAX_BYTES / 2) },
        as,
      );
      assert.equal(atLimit.statusCode, 200, atLimit.body);
    });

    test('keeps exercise work per lesson, so the trial exercises carry over to the masterclass', async (env) => {
      const as = { as: 'carry-2' };
      const { lesson_id } = await greetingCard(env.db);
      const lesson = await greetingCard(env.db);
      await env.ok('checkExercise', save('carry-2', lesson_id, lesson.solution, 1), as);
      await enroll(env.db, 'carry-2', MAIN_COURSE, 'payment');
      const inMasterclass = await env.ok('fetchExercise', key('carry-2', lesson_id, MAIN_COURSE), as);
      assert.deepEqual(
        [inMasterclass.LastCode, inMasterclass.Passed, inMasterclass.HintsUsed],
        [lesson.solution, true, 1],
      );
    });

    test('tells the lesson player which lessons are exercises', async (env) => {
      const as = { as: 'lesson-1' };
      const { lesson_id, chapter_id } = await greetingCard(env.db);
      const exerciseLesson = await env.ok(
        'fetchLesson',
        { UserID: 'lesson-1', CourseID: TRIAL, ChapterID: chapter_id, LessonID: lesson_id },
        as,
      );
      assert.equal(exerciseLesson.HasExercise, true);
      const taught = await env.ok(
        'fetchLesson',
        { UserID: 'lesson-1', CourseID: TRIAL, ChapterID: 1, LessonID: 1 },
        as,
      );
      assert.equal(taught.HasExercise, false);
    });
  },
  {
    checker: testChecker(),
    rateLimits: { limits: { exerciseCheck: { max: 200, windowSeconds: 60 } } },
  },
);

describeApi('exercises without a checker', (test) => {
  test('answers a check with 503 and a wait when the checker cannot answer, and records nothing', async (env) => {
    const { lesson_id } = await greetingCard(env.db);
    await env.rejects(
      'checkExercise',
      [[save('down-1', lesson_id, 'print(1)'), 503, CHECKER_UNAVAILABLE_MESSAGE]],
      {
        as: 'down-1',
      },
    );
    const response = await env.call('checkExercise', save('down-1', lesson_id, 'print(1)'), { as: 'down-1' });
    assert.ok(Number(response.headers['retry-after']) > 0);
    assert.equal(await progress(env, 'down-1', lesson_id), undefined);
    assert.deepEqual(await attempts(env, 'down-1'), []);
  });
});
