import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import { decodeBody } from 'shared-contract';
import type { Database } from '../../db/schema';
import { lessonCompletion } from '../../testing/lessonCompletion';
import { describeApi, STAGE } from '../../testing/apiHarness';
import { earnLessons } from '../../testing/earnedLessons';
import { EXERCISE_NOT_PASSED_MESSAGE, LESSON_NOT_OPENED_MESSAGE } from './progress';
import { enroll } from './enrollments';

const MAIN_COURSE = 5;

/** The first lesson of a chapter, read from the seeded content. */
async function firstLessonOf(db: Kysely<Database>, chapterId: number): Promise<number> {
  const row = await db
    .selectFrom('lessons')
    .select('lesson_id')
    .where('chapter_id', '=', chapterId)
    .orderBy('position')
    .executeTakeFirstOrThrow();
  return row.lesson_id;
}

describeApi('learning', (test) => {
  test('serves free-trial lessons of course 1 to any signed-in user', async (env) => {
    const lesson = await env.ok(
      'fetchLesson',
      { UserID: 'visitor-1', CourseID: 1, ChapterID: 1, LessonID: 1 },
      { as: 'visitor-1' },
    );
    assert.equal(lesson.LessonID, 1);
    assert.equal(lesson.CourseID, 1);
    assert.equal(lesson.ChapterID, 1);
    assert.ok(lesson.LessonHTML.length > 0);
    assert.ok(Array.isArray(lesson.Files));
  });

  test('serves paid lessons only to the enrolled (403 otherwise)', async (env) => {
    const lessonId = await firstLessonOf(env.db, 3);
    const payload = { UserID: 'learner-1', CourseID: MAIN_COURSE, ChapterID: 3, LessonID: lessonId };
    await env.rejects('fetchLesson', [[payload, 403, `You are not enrolled in course ${MAIN_COURSE}`]], {
      as: 'learner-1',
    });
    const trialChapterOfMainCourse = { ...payload, ChapterID: 1, LessonID: 1 };
    await env.rejects(
      'fetchLesson',
      [[trialChapterOfMainCourse, 403, `You are not enrolled in course ${MAIN_COURSE}`]],
      { as: 'learner-1' },
    );
    await enroll(env.db, 'learner-1', MAIN_COURSE, 'payment');
    const lesson = await env.ok('fetchLesson', payload, { as: 'learner-1' });
    assert.equal(lesson.LessonID, lessonId);
  });

  test('answers 404 for a missing lesson only to those with access: others get the same 403 either way', async (env) => {
    const chapter3Lesson = await firstLessonOf(env.db, 3);
    await env.rejects(
      'fetchLesson',
      [
        [
          { UserID: 'visitor-2', CourseID: 1, ChapterID: 2, LessonID: 1 },
          404,
          'Lesson 1 is not in chapter 2 of course 1',
        ],
        [
          { UserID: 'visitor-2', CourseID: 1, ChapterID: 3, LessonID: chapter3Lesson },
          404,
          `Lesson ${chapter3Lesson} is not in chapter 3 of course 1`,
        ],
      ],
      { as: 'visitor-2' },
    );
    const notEnrolled = `You are not enrolled in course ${MAIN_COURSE}`;
    await env.rejects(
      'fetchLesson',
      [
        [
          { UserID: 'visitor-2', CourseID: MAIN_COURSE, ChapterID: 3, LessonID: chapter3Lesson },
          403,
          notEnrolled,
        ],
        [{ UserID: 'visitor-2', CourseID: MAIN_COURSE, ChapterID: 3, LessonID: 999_999 }, 403, notEnrolled],
        [
          { UserID: 'visitor-2', CourseID: MAIN_COURSE, ChapterID: 999, LessonID: chapter3Lesson },
          403,
          notEnrolled,
        ],
        [
          { UserID: 'visitor-2', CourseID: 99, ChapterID: 1, LessonID: 1 },
          403,
          'You are not enrolled in course 99',
        ],
      ],
      { as: 'visitor-2' },
    );
    await enroll(env.db, 'visitor-2', MAIN_COURSE, 'payment');
    await env.rejects(
      'fetchLesson',
      [
        [
          { UserID: 'visitor-2', CourseID: MAIN_COURSE, ChapterID: 3, LessonID: 999_999 },
          404,
          `Lesson 999999 is not in chapter 3 of course ${MAIN_COURSE}`,
        ],
      ],
      { as: 'visitor-2' },
    );
  });

  test('gives course files to free-trial users and the enrolled only', async (env) => {
    // A download link to the API, signed for a limited time (fileDownloads.test.ts follows it).
    const trial = await env.ok('getCourseFiles', { UserID: 'files-1', CourseID: 1 }, { as: 'files-1' });
    assert.match(
      trial.file,
      /^http:\/\/127\.0\.0\.1:4000\/dev\/files\/courses\/free-trial\.zip\?expires=\d+&signature=[\w-]+$/,
    );
    await env.rejects(
      'getCourseFiles',
      [
        [{ UserID: 'files-1', CourseID: MAIN_COURSE }, 403, `You are not enrolled in course ${MAIN_COURSE}`],
        [{ UserID: 'files-1', CourseID: 42 }, 403, 'You are not enrolled in course 42'],
      ],
      { as: 'files-1' },
    );
    await enroll(env.db, 'files-1', MAIN_COURSE, 'coupon');
    const { file } = await env.ok(
      'getCourseFiles',
      { UserID: 'files-1', CourseID: MAIN_COURSE },
      { as: 'files-1' },
    );
    assert.equal(new URL(file).pathname, `${STAGE}/files/courses/python-programming-masterclass.zip`);
    // A course without a download answers 404, but only to a learner who may open it.
    await env.db.updateTable('courses').set({ files_url: null }).where('course_id', '=', 3).execute();
    await env.rejects(
      'getCourseFiles',
      [[{ UserID: 'files-1', CourseID: 3 }, 403, 'You are not enrolled in course 3']],
      { as: 'files-1' },
    );
    await enroll(env.db, 'files-1', 3, 'coupon');
    await env.rejects(
      'getCourseFiles',
      [[{ UserID: 'files-1', CourseID: 3 }, 404, 'Course 3 has no files']],
      { as: 'files-1' },
    );
  });

  test('records a free-trial completion once, auto-enrolling into course 1, and answers the first CompletedAt', async (env) => {
    assert.deepEqual(await env.ok('getEnrollments', { UserID: 'trial-1' }, { as: 'trial-1' }), {
      enrollments: [],
    });
    await env.ok(
      'fetchLesson',
      { UserID: 'trial-1', CourseID: 1, ChapterID: 1, LessonID: 1 },
      { as: 'trial-1' },
    );
    const response = await env.call('completeLesson', lessonCompletion('trial-1', 1, 1), { as: 'trial-1' });
    assert.equal(response.json<{ statusCode: number }>().statusCode, 200);
    const first = await env.ok('completeLesson', lessonCompletion('trial-1', 1, 1), { as: 'trial-1' });
    assert.equal(first.CompletedStep.LessonID, 1);
    assert.equal(new Date(first.CompletedStep.CompletedAt).toISOString(), first.CompletedStep.CompletedAt);
    const again = await env.ok('completeLesson', lessonCompletion('trial-1', 1, 1), { as: 'trial-1' });
    assert.deepEqual(again, first);
    const { enrollments } = await env.ok('getEnrollments', { UserID: 'trial-1' }, { as: 'trial-1' });
    assert.equal(enrollments.length, 1);
    assert.deepEqual([enrollments[0]?.CourseID, enrollments[0]?.Source], [1, 'free-trial']);
    assert.deepEqual(enrollments[0]?.CompletedSteps, [first.CompletedStep]);
    assert.deepEqual(
      await env.ok('getCompletedSteps', { UserID: 'trial-1', CourseID: 1 }, { as: 'trial-1' }),
      {
        CompletedSteps: [first.CompletedStep],
      },
    );
  });

  test('carries completions over to every course that contains the lesson: the trial lessons stay done in the masterclass', async (env) => {
    const as = { as: 'carry-1' };
    const trialLesson = await firstLessonOf(env.db, 1);
    await earnLessons(env.db, 'carry-1', [trialLesson, await firstLessonOf(env.db, 3)]);
    const { CompletedStep: trialStep } = await env.ok(
      'completeLesson',
      lessonCompletion('carry-1', 1, trialLesson),
      as,
    );
    await enroll(env.db, 'carry-1', MAIN_COURSE, 'payment');
    assert.deepEqual(await env.ok('getCompletedSteps', { UserID: 'carry-1', CourseID: MAIN_COURSE }, as), {
      CompletedSteps: [trialStep],
    });
    const { CompletedStep: again } = await env.ok(
      'completeLesson',
      lessonCompletion('carry-1', MAIN_COURSE, trialLesson),
      as,
    );
    assert.deepEqual(again, trialStep, 'the first completion, whichever course it was in');
    const laterLesson = await firstLessonOf(env.db, 3);
    const { CompletedStep: laterStep } = await env.ok(
      'completeLesson',
      lessonCompletion('carry-1', MAIN_COURSE, laterLesson),
      as,
    );
    const { enrollments } = await env.ok('getEnrollments', { UserID: 'carry-1' }, as);
    const byCourse = Object.fromEntries(enrollments.map((entry) => [entry.CourseID, entry.CompletedSteps]));
    assert.deepEqual(byCourse[1], [trialStep], 'a lesson the trial does not teach stays out of it');
    assert.deepEqual(byCourse[MAIN_COURSE], [trialStep, laterStep]);
  });

  test('completes nothing its learner has not opened, nor an exercise lesson the server has not passed (409, saying what to do)', async (env) => {
    const as = { as: 'earn-1' };
    await env.rejects(
      'completeLesson',
      [[lessonCompletion('earn-1', 1, 1), 409, LESSON_NOT_OPENED_MESSAGE]],
      as,
    );
    // Another learner's reading is not this one's.
    await env.ok(
      'fetchLesson',
      { UserID: 'earn-2', CourseID: 1, ChapterID: 1, LessonID: 1 },
      { as: 'earn-2' },
    );
    await env.rejects(
      'completeLesson',
      [[lessonCompletion('earn-1', 1, 1), 409, LESSON_NOT_OPENED_MESSAGE]],
      as,
    );
    await env.ok('fetchLesson', { UserID: 'earn-1', CourseID: 1, ChapterID: 1, LessonID: 1 }, as);
    await env.ok('completeLesson', lessonCompletion('earn-1', 1, 1), as);

    const exercise = await env.db
      .selectFrom('exercises')
      .select('lesson_id')
      .orderBy('lesson_id')
      .executeTakeFirstOrThrow();
    const { chapter_id } = await env.db
      .selectFrom('lessons')
      .select('chapter_id')
      .where('lesson_id', '=', exercise.lesson_id)
      .executeTakeFirstOrThrow();
    await env.ok(
      'fetchLesson',
      { UserID: 'earn-1', CourseID: 1, ChapterID: chapter_id, LessonID: exercise.lesson_id },
      as,
    );
    await env.rejects(
      'completeLesson',
      [[lessonCompletion('earn-1', 1, exercise.lesson_id), 409, EXERCISE_NOT_PASSED_MESSAGE]],
      as,
    );
  });

  test('keeps one record for 20 concurrent identical completions, answering each with the same CompletedAt', async (env) => {
    await earnLessons(env.db, 'racer-1', [2]);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        env.call('completeLesson', lessonCompletion('racer-1', 1, 2), { as: 'racer-1' }),
      ),
    );
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      Array.from({ length: 20 }, () => 200),
    );
    const acknowledged = answers.map((answer) => decodeBody('completeLesson', answer.json()).CompletedStep);
    const steps = await env.db
      .selectFrom('completed_steps')
      .selectAll()
      .where('user_id', '=', 'racer-1')
      .execute();
    const enrolments = await env.db
      .selectFrom('enrollments')
      .selectAll()
      .where('user_id', '=', 'racer-1')
      .execute();
    assert.equal(steps.length, 1);
    assert.equal(enrolments.length, 1);
    assert.deepEqual(
      new Set(acknowledged.map((step) => `${step.LessonID} ${step.CompletedAt}`)),
      new Set([`2 ${steps[0]?.completed_at}`]),
    );
  });

  test('refuses to record progress in a paid course without enrolment, or for a lesson outside the course', async (env) => {
    const chapter3Lesson = await firstLessonOf(env.db, 3);
    await env.rejects(
      'completeLesson',
      [
        [
          lessonCompletion('paid-1', MAIN_COURSE, chapter3Lesson),
          403,
          `You are not enrolled in course ${MAIN_COURSE}`,
        ],
        [
          lessonCompletion('paid-1', MAIN_COURSE, 999_999),
          403,
          `You are not enrolled in course ${MAIN_COURSE}`,
        ],
        [
          lessonCompletion('paid-1', 1, chapter3Lesson),
          404,
          `Lesson ${chapter3Lesson} is not part of course 1`,
        ],
      ],
      { as: 'paid-1' },
    );
    await enroll(env.db, 'paid-1', MAIN_COURSE, 'payment');
    await env.rejects(
      'completeLesson',
      [
        [
          lessonCompletion('paid-1', MAIN_COURSE, 999_999),
          404,
          `Lesson 999999 is not part of course ${MAIN_COURSE}`,
        ],
      ],
      { as: 'paid-1' },
    );
    await earnLessons(env.db, 'paid-1', [chapter3Lesson]);
    const { CompletedStep } = await env.ok(
      'completeLesson',
      lessonCompletion('paid-1', MAIN_COURSE, chapter3Lesson),
      { as: 'paid-1' },
    );
    assert.equal(CompletedStep.LessonID, chapter3Lesson);
    const { CompletedSteps } = await env.ok(
      'getCompletedSteps',
      { UserID: 'paid-1', CourseID: 1 },
      { as: 'paid-1' },
    );
    assert.deepEqual(CompletedSteps, [], 'progress is kept per course');
  });

  test('refuses invalid bodies with 400 naming the field, writing nothing', async (env) => {
    const as = { as: 'v-1' };
    await env.rejects('getEnrollments', [[{}, 400, 'body/UserID is required']], as);
    await env.rejects(
      'fetchLesson',
      [
        [
          { UserID: 'v-1', CourseID: 1, ChapterID: 0, LessonID: 'one' },
          400,
          'body/ChapterID must be a positive integer; body/LessonID must be a positive integer',
        ],
      ],
      as,
    );
    await env.rejects('getCourseFiles', [[{ UserID: 'v-1' }, 400, 'body/CourseID is required']], as);
    await env.rejects(
      'getCompletedSteps',
      [[{ UserID: 'v-1', CourseID: 1.5 }, 400, 'body/CourseID must be a positive integer']],
      as,
    );
    await env.rejects(
      'completeLesson',
      [
        [
          { ...lessonCompletion('v-1', 1, 1), UserEmail: 'nope' },
          400,
          'body/UserEmail must be a valid email address',
        ],
        [{ ...lessonCompletion('v-1', 1, 1), LessonName: undefined }, 400, 'body/LessonName is required'],
        [
          { ...lessonCompletion('v-1', 1, 1), KlavioProfileID: 7 },
          400,
          'body/KlavioProfileID must be a string',
        ],
      ],
      as,
    );
  });

  test('answers 401 without a token and 403 when the body names another user', async (env) => {
    const cases = [
      ['getEnrollments', { UserID: 'owner' }],
      ['fetchLesson', { UserID: 'owner', CourseID: 1, ChapterID: 1, LessonID: 1 }],
      ['getCourseFiles', { UserID: 'owner', CourseID: 1 }],
      ['getCompletedSteps', { UserID: 'owner', CourseID: 1 }],
      ['completeLesson', lessonCompletion('owner', 1, 1)],
    ] as const;
    for (const [name, payload] of cases) {
      await env.rejects(name, [[payload, 401, /^Sign-in required/]]);
      await env.rejects(name, [[payload, 403, 'body/UserID does not match the signed-in user']], {
        as: 'intruder',
      });
    }
  });
});
