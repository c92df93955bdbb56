import assert from 'node:assert/strict';
import { REVIEW_ENROLLED_ONLY_MESSAGE } from 'shared-contract';
import type { ApiEnv } from '../../testing/apiHarness';
import { describeApi } from '../../testing/apiHarness';

const review = (UserID: string, extra: Record<string, unknown> = {}) => ({
  CourseID: 2,
  UserID,
  Rating: 4,
  Title: 'Helpful',
  Comment: 'Clear lessons and good exercises.',
  ...extra,
});

/** A learner with a profile named `name` (as POST /user/data makes at sign-in), enrolled in `courseId`. */
async function enrolledLearner(env: ApiEnv, userId: string, name: string, courseId = 2): Promise<void> {
  await env.ok(
    'registerUserData',
    { userId, userEmail: `${userId}@example.com`, referralLink: 'None', userName: name },
    { as: userId },
  );
  await env.db
    .insertInto('enrollments')
    .values({
      user_id: userId,
      course_id: courseId,
      source: 'test',
      enrolled_at: new Date().toISOString(),
      coupon_code: null,
    })
    .execute();
}

describeApi('reviews', (test) => {
  test("lists a course's reviews newest first by Timestamp, with no reviewer's e-mail or account id", async (env) => {
    await enrolledLearner(env, 'listed-1', 'Listed Learner', 5);
    await env.ok('postReview', review('listed-1', { CourseID: 5 }), { as: 'listed-1' });
    const response = await env.call('getReviews', { CourseID: 5 });
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /@|listed-1|seed-learner/, 'no e-mail address or account id');
    const reviews = await env.ok('getReviews', { CourseID: 5 });
    assert.equal(reviews.length, 5);
    for (const entry of reviews) {
      assert.deepEqual(Object.keys(entry).sort(), [
        'Comment',
        'CourseID',
        'Rating',
        'ReviewID',
        'Timestamp',
        'Title',
        'UserName',
      ]);
    }
    const times = reviews.map((entry) => entry.Timestamp);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.deepEqual(await env.ok('getReviews', { CourseID: 77 }), []);
  });

  test("answers every course's rating at once: the mean and count of its reviews, 0 for a course with none, nothing else", async (env) => {
    const response = await env.call('getCourseRatings', undefined);
    assert.equal(response.statusCode, 200);
    assert.doesNotMatch(response.body, /@|seed-learner|user/i, 'no e-mail address or account id');
    const { Ratings: before } = await env.ok('getCourseRatings', undefined);
    const courses = (await env.ok('getCourses', undefined)).Courses.map((course) => course.CourseID);
    assert.deepEqual(
      before.map((rating) => rating.CourseID),
      [...courses].sort((a, b) => a - b),
      'one rating per course, in course order',
    );
    for (const rating of before)
      assert.deepEqual(Object.keys(rating).sort(), ['Average', 'Count', 'CourseID']);
    // Each course's figures are those its card used to compute from the whole list of its reviews.
    for (const { CourseID, Average, Count } of before) {
      const reviews = await env.ok('getReviews', { CourseID });
      assert.equal(Count, reviews.length, `course ${CourseID}: count`);
      const mean = reviews.length ? reviews.reduce((sum, r) => sum + r.Rating, 0) / reviews.length : 0;
      assert.ok(Math.abs(Average - mean) < 1e-9, `course ${CourseID}: ${Average} is the mean ${mean}`);
    }

    await env.db.deleteFrom('reviews').where('course_id', '=', 4).execute();
    await enrolledLearner(env, 'rater-1', 'Rater One', 4);
    await enrolledLearner(env, 'rater-2', 'Rater Two', 4);
    await env.ok('postReview', review('rater-1', { CourseID: 4, Rating: 5 }), { as: 'rater-1' });
    await env.ok('postReview', review('rater-2', { CourseID: 4, Rating: 2 }), { as: 'rater-2' });
    const { Ratings: after } = await env.ok('getCourseRatings', undefined);
    assert.deepEqual(
      after.find((rating) => rating.CourseID === 4),
      { CourseID: 4, Average: 3.5, Count: 2 },
    );
  });

  test("stores an enrolled learner's review under their account's name, ignoring the name, e-mail and picture sent", async (env) => {
    await enrolledLearner(env, 'reviewer-1', 'Noa Levi');
    const started = Date.now();
    const created = await env.ok(
      'postReview',
      review('reviewer-1', {
        Title: '  Helpful: print("<hi>") if a<b and c>d  ',
        UserName: 'Somebody Else',
        Email: 'somebody@example.com',
        UserImage: 'https://tracker.example/pixel.png',
        Timestamp: '2000-01-01T00:00:00.000Z',
        ReviewID: 'mine',
      }),
      { as: 'reviewer-1' },
    );
    assert.notEqual(created.ReviewID, 'mine');
    assert.ok(Date.parse(created.Timestamp) >= started - 1000, 'the server sets the time');
    assert.equal(created.Title, 'Helpful: print("<hi>") if a<b and c>d', 'stored as typed, trimmed');
    assert.equal(created.UserName, 'Noa Levi');
    assert.equal(created.UserImage, undefined);
    const [newest] = await env.ok('getReviews', { CourseID: 2 });
    assert.deepEqual(newest, created);
    const stored = await env.db
      .selectFrom('reviews')
      .selectAll()
      .where('review_id', '=', created.ReviewID)
      .executeTakeFirstOrThrow();
    assert.doesNotMatch(JSON.stringify(stored), /somebody|tracker/);
  });

  test('keeps one review per learner and course: a second submit updates the first', async (env) => {
    await enrolledLearner(env, 'once-1', 'Once Only');
    const count = async () => (await env.ok('getReviews', { CourseID: 2 })).length;
    const first = await env.ok('postReview', review('once-1', { Title: 'First take' }), { as: 'once-1' });
    const reviews = await count();
    const second = await env.ok(
      'postReview',
      review('once-1', { Title: 'Second take', Comment: 'Even better now.', Rating: 5 }),
      { as: 'once-1' },
    );
    assert.equal(second.ReviewID, first.ReviewID);
    assert.equal(second.Title, 'Second take');
    assert.equal(second.Comment, 'Even better now.');
    assert.equal(second.Rating, 5);
    assert.ok(second.Timestamp >= first.Timestamp);
    assert.equal(await count(), reviews, 'no second review was added');
    const listed = (await env.ok('getReviews', { CourseID: 2 })).filter(
      (entry) => entry.ReviewID === first.ReviewID,
    );
    assert.deepEqual(listed, [second]);
  });

  test('refuses a review from a learner who is not enrolled in the course, writing nothing', async (env) => {
    await enrolledLearner(env, 'elsewhere-1', 'Enrolled Elsewhere', 3);
    await env.rejects(
      'postReview',
      [
        [review('elsewhere-1'), 403, REVIEW_ENROLLED_ONLY_MESSAGE],
        [review('elsewhere-1', { CourseID: 1 }), 403, REVIEW_ENROLLED_ONLY_MESSAGE],
      ],
      { as: 'elsewhere-1' },
    );
  });

  test("tells a learner their own review and whether they may write one, and nobody else's", async (env) => {
    await enrolledLearner(env, 'own-1', 'Own Reviewer');
    assert.deepEqual(await env.ok('getOwnReview', { UserID: 'own-1', CourseID: 2 }, { as: 'own-1' }), {
      Review: null,
      CanReview: true,
    });
    assert.deepEqual(await env.ok('getOwnReview', { UserID: 'own-1', CourseID: 3 }, { as: 'own-1' }), {
      Review: null,
      CanReview: false,
    });
    const created = await env.ok('postReview', review('own-1'), { as: 'own-1' });
    assert.deepEqual(await env.ok('getOwnReview', { UserID: 'own-1', CourseID: 2 }, { as: 'own-1' }), {
      Review: created,
      CanReview: true,
    });
    await env.rejects('getOwnReview', [[{ UserID: 'own-1', CourseID: 2 }, 401, /^Sign-in required/]]);
    await env.rejects(
      'getOwnReview',
      [[{ UserID: 'own-1', CourseID: 2 }, 403, 'body/UserID does not match the signed-in user']],
      { as: 'someone-else' },
    );
  });

  test("cuts a long account name to the review's 100 characters, and falls back to the token's name", async (env) => {
    await enrolledLearner(env, 'long-name-1', `  ${'N'.repeat(150)}`);
    const long = await env.ok('postReview', review('long-name-1'), { as: 'long-name-1' });
    assert.equal(long.UserName, 'N'.repeat(100));

    await env.db
      .insertInto('enrollments')
      .values({
        user_id: 'no-profile-1',
        course_id: 2,
        source: 'test',
        enrolled_at: new Date().toISOString(),
        coupon_code: null,
      })
      .execute();
    const response = await env.app.inject({
      method: 'POST',
      url: '/dev/course/review',
      headers: {
        authorization: `Bearer ${await env.identity.token('no-profile-1', { name: 'Token Name' })}`,
      },
      payload: review('no-profile-1'),
    });
    assert.equal(response.statusCode, 200, response.body);
    assert.match(response.body, /Token Name/);
  });

  test('refuses invalid reviews with 400 naming the field, writing nothing', async (env) => {
    await enrolledLearner(env, 'v-1', 'Valid Learner');
    await env.rejects(
      'postReview',
      [
        [review('v-1', { Rating: 0 }), 400, 'body/Rating must be between 1 and 5'],
        [review('v-1', { Rating: 6 }), 400, 'body/Rating must be between 1 and 5'],
        [review('v-1', { Rating: 4.5 }), 400, 'body/Rating must be an integer'],
        [review('v-1', { Title: ' ' }), 400, 'body/Title must not be empty'],
        [review('v-1', { Comment: undefined }), 400, 'body/Comment is required'],
        [review('v-1', { Title: 'T'.repeat(201) }), 400, 'body/Title must be at most 200 characters'],
        [review('v-1', { Comment: 'C'.repeat(5001) }), 400, 'body/Comment must be at most 5000 characters'],
        [review('v-1', { Title: '\u0007\u0000' }), 400, 'body/Title must not be empty'],
        [review('v-1', { Comment: ' \u0007 ' }), 400, 'body/Comment must not be empty'],
        [review('v-1', { CourseID: 404 }), 404, 'Course 404 not found'],
      ],
      { as: 'v-1' },
    );
    await env.rejects('getReviews', [[{ CourseID: 'two' }, 400, 'body/CourseID must be a positive integer']]);
  });

  test("answers 401 without a token and 403 for a review in another user's name", async (env) => {
    await env.rejects('postReview', [[review('owner'), 401, /^Sign-in required/]]);
    await env.rejects(
      'postReview',
      [[review('owner'), 403, 'body/UserID does not match the signed-in user']],
      { as: 'intruder' },
    );
  });
});
