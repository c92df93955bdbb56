import assert from 'node:assert/strict';
import { courses as seededCourses } from '../../db/seed/catalog';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';

const studentsByCourse = async (env: ApiEnv) =>
  new Map(
    (await env.ok('getCourses', undefined)).Courses.map((course) => [course.CourseID, course.Students]),
  );

const legacyStudents = (courseId: number) =>
  seededCourses.find((course) => course.course_id === courseId)?.legacy_students;

describeApi('course student counts', (test) => {
  test('starts from the learners who came before this platform when nobody has enrolled here yet', async (env) => {
    const students = await studentsByCourse(env);
    assert.deepEqual(
      [...students.entries()],
      seededCourses.map((course) => [course.course_id, course.legacy_students]),
    );
  });

  test('raises only the enrolled course by one for each new learner, and not again when the same learner enrolls twice', async (env) => {
    const before = await studentsByCourse(env);

    await env.ok('enrollFreeTrial', { UserID: 'count-a', Source: 'courses-page' }, { as: 'count-a' });
    const afterOne = await studentsByCourse(env);
    assert.equal(afterOne.get(1), (before.get(1) ?? 0) + 1);
    for (const id of [2, 3, 4, 5])
      assert.equal(afterOne.get(id), before.get(id), `course ${id} is unchanged`);

    await env.ok('enrollFreeTrial', { UserID: 'count-a', Source: 'home-hero' }, { as: 'count-a' });
    await env.ok('enrollFreeTrial', { UserID: 'count-b', Source: 'home-hero' }, { as: 'count-b' });
    assert.equal((await studentsByCourse(env)).get(1), (before.get(1) ?? 0) + 2);
  });

  test("counts a paid course's enrollment, whatever enrolled the learner", async (env) => {
    await env.db
      .insertInto('coupons')
      .values({
        code: 'COUNTME100',
        discount_type: '%',
        discount_amount: 100,
        course_id: 4,
        active: 1,
        expires_at: null,
      })
      .execute();
    const before = await studentsByCourse(env);
    assert.deepEqual(
      await env.ok(
        'enrollWithCoupon',
        { user_id: 'count-c', coupon_code: 'COUNTME100', course_id: 4 },
        { as: 'count-c' },
      ),
      { enrolled: true, isValid: true },
    );
    const after = await studentsByCourse(env);
    assert.equal(after.get(4), (before.get(4) ?? 0) + 1);
    assert.equal(after.get(4), (legacyStudents(4) ?? 0) + 1, 'the legacy base plus the one live enrollment');
  });
});

describeApi('course ratings', (test) => {
  const rating = async (env: ApiEnv, CourseID: number) => {
    const reviews = await env.ok('getReviews', { CourseID });
    const total = reviews.reduce((sum, review) => sum + review.Rating, 0);
    return { count: reviews.length, average: reviews.length === 0 ? 0 : total / reviews.length };
  };

  test('derives the rating from the stored reviews, so a posted review changes its average and count', async (env) => {
    const seeded = await env.db.selectFrom('reviews').select('rating').where('course_id', '=', 2).execute();
    const before = await rating(env, 2);
    assert.equal(before.count, seeded.length);
    assert.equal(before.average, seeded.reduce((sum, row) => sum + row.rating, 0) / seeded.length);

    // Only an enrolled learner reviews a course.
    await env.db
      .insertInto('enrollments')
      .values({
        user_id: 'rater-1',
        course_id: 2,
        source: 'test',
        enrolled_at: new Date().toISOString(),
        coupon_code: null,
      })
      .execute();
    await env.ok(
      'postReview',
      {
        CourseID: 2,
        UserID: 'rater-1',
        Rating: 1,
        Title: 'Too fast for me',
        Comment: 'I needed more examples.',
      },
      { as: 'rater-1' },
    );
    const after = await rating(env, 2);
    assert.equal(after.count, before.count + 1);
    assert.equal(after.average, (before.average * before.count + 1) / (before.count + 1));
    assert.ok(after.average < before.average);
    assert.deepEqual(await rating(env, 3), { count: 1, average: 5 }, 'other courses keep their rating');
  });
});

describeApi('lesson names', (test) => {
  test('offers the video of a free-trial lesson as a preview to anyone, and no other lesson’s video', async (env) => {
    const lessons = await env.db
      .selectFrom('lessons')
      .select(['lesson_id', 'chapter_id', 'youtube_link', 'lesson_video'])
      .orderBy('lesson_id')
      .execute();
    const inTrial = (chapterId: number) => chapterId === 1 || chapterId === 2;
    const trialVideo = lessons.find((lesson) => inTrial(lesson.chapter_id) && lesson.youtube_link);
    const trialHosted = lessons.find((lesson) => inTrial(lesson.chapter_id) && lesson.lesson_video);
    const trialOnly = lessons.find(
      (lesson) => inTrial(lesson.chapter_id) && !lesson.youtube_link && !lesson.lesson_video,
    );
    const paidVideo = lessons.find((lesson) => !inTrial(lesson.chapter_id) && lesson.youtube_link);
    assert.ok(trialVideo && trialHosted && trialOnly && paidVideo, 'the seed has each kind of lesson');

    const { Lessons } = await env.ok('getLessonNames', {
      LessonIDs: [trialVideo.lesson_id, trialHosted.lesson_id, trialOnly.lesson_id, paidVideo.lesson_id],
    });
    const previews = Object.fromEntries(Lessons.map((lesson) => [lesson.LessonID, lesson.PreviewVideo]));
    assert.deepEqual(previews, {
      [trialVideo.lesson_id]: trialVideo.youtube_link,
      [trialHosted.lesson_id]: trialHosted.lesson_video,
      [trialOnly.lesson_id]: undefined,
      [paidVideo.lesson_id]: undefined,
    });
  });

  test('leaves out a preview whose link is not an http(s) address', async (env) => {
    const lesson = await env.db
      .selectFrom('lessons')
      .select(['lesson_id', 'youtube_link'])
      .where('chapter_id', '=', 1)
      .where('youtube_link', 'is not', null)
      .executeTakeFirstOrThrow();
    const setLink = (link: string | null) =>
      env.db
        .updateTable('lessons')
        .set({ youtube_link: link })
        .where('lesson_id', '=', lesson.lesson_id)
        .execute();
    await setLink('javascript:alert(1)');
    try {
      const { Lessons } = await env.ok('getLessonNames', { LessonIDs: [lesson.lesson_id] });
      assert.equal(Lessons.length, 1);
      assert.ok(!('PreviewVideo' in (Lessons[0] ?? {})));
    } finally {
      await setLink(lesson.youtube_link);
    }
  });
});
