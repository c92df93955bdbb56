import assert from 'node:assert/strict';
import { calls, PUBLIC_CACHE_SECONDS, type CallName } from 'shared-contract';
import { DEFAULT_ANSWER_TTL_MS } from '../../http/answerCache';
import { describeApi, STAGE, type ApiEnv } from '../../testing/apiHarness';

/** The answers' clock: a test moves it to pass the kept answers' TTL. */
let now = Date.now();

/** A GET of a public read with its query and request headers (If-None-Match). */
async function get(env: ApiEnv, name: CallName, query: Record<string, string>, headers = {}) {
  return env.app.inject({ method: 'GET', url: `${STAGE}${calls[name].path}`, query, headers });
}

async function enrolled(env: ApiEnv, userId: string, courseId: number) {
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

const CACHE_CONTROL = `public, max-age=${PUBLIC_CACHE_SECONDS}`;

describeApi(
  'cacheable public answers',
  (test) => {
    test('tags the course list, keeps the tag for the same data and answers a matching If-None-Match with 304', async (env) => {
      const first = await get(env, 'getCourses', {});
      assert.equal(first.statusCode, 200);
      assert.equal(PUBLIC_CACHE_SECONDS, 15 * 60, "the client's 15 minutes");
      assert.equal(first.headers['cache-control'], CACHE_CONTROL);
      const etag = String(first.headers.etag);
      assert.match(etag, /^"[\w-]+"$/);
      const again = await get(env, 'getCourses', {});
      assert.equal(again.headers.etag, etag);
      assert.equal(again.body, first.body);

      for (const ifNoneMatch of [etag, `W/${etag}`, `"older", ${etag}`, '*']) {
        const revalidated = await get(env, 'getCourses', {}, { 'if-none-match': ifNoneMatch });
        assert.equal(revalidated.statusCode, 304, ifNoneMatch);
        assert.equal(revalidated.body, '');
        assert.equal(revalidated.headers.etag, etag);
        assert.equal(revalidated.headers['cache-control'], CACHE_CONTROL);
      }
      const other = await get(env, 'getCourses', {}, { 'if-none-match': '"older"' });
      assert.equal(other.statusCode, 200);
      assert.equal(other.body, first.body);
    });

    test('gives the course list a new tag when an enrolment changes its student count', async (env) => {
      const before = await get(env, 'getCourses', {});
      await env.ok('enrollFreeTrial', { UserID: 'etag-1', Source: 'courses-page' }, { as: 'etag-1' });
      const after = await get(env, 'getCourses', {}, { 'if-none-match': String(before.headers.etag) });
      assert.equal(after.statusCode, 200);
      assert.notEqual(after.headers.etag, before.headers.etag);
      const students = (response: typeof before) =>
        (JSON.parse((response.json() as { body: string }).body) as { Courses: { Students: number }[] })
          .Courses[0]?.Students ?? 0;
      assert.equal(students(after), students(before) + 1);
    });

    test('serves the reviews as a tagged GET equal to the POST, and a new tag after a review', async (env) => {
      const posted = await env.call('getReviews', { CourseID: 2 });
      const read = await get(env, 'readReviews', { CourseID: '2' });
      assert.equal(read.statusCode, 200);
      assert.equal(read.body, posted.body, 'the same answer either way');
      assert.equal(read.headers['cache-control'], CACHE_CONTROL);
      assert.equal(posted.headers.etag, undefined, 'caches do not keep POST answers: no validator');
      assert.equal(posted.headers['cache-control'], undefined);
      const etag = String(read.headers.etag);
      assert.equal(
        (await get(env, 'readReviews', { CourseID: '2' }, { 'if-none-match': etag })).statusCode,
        304,
      );

      await enrolled(env, 'etag-reviewer', 2);
      await env.ok(
        'postReview',
        { CourseID: 2, UserID: 'etag-reviewer', Rating: 4, Title: 'Nice', Comment: 'Good pace.' },
        { as: 'etag-reviewer' },
      );
      const changed = await get(env, 'readReviews', { CourseID: '2' }, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.ok(changed.body.includes('Good pace.'));
      assert.equal((await env.call('getReviews', { CourseID: 2 })).body, changed.body);
    });

    test("tags every course's rating, answers a matching If-None-Match with 304, and a new tag after a review", async (env) => {
      const first = await get(env, 'getCourseRatings', {});
      assert.equal(first.statusCode, 200);
      assert.equal(first.headers['cache-control'], CACHE_CONTROL);
      const etag = String(first.headers.etag);
      assert.equal((await get(env, 'getCourseRatings', {}, { 'if-none-match': etag })).statusCode, 304);

      await enrolled(env, 'rating-reviewer', 3);
      await env.ok(
        'postReview',
        { CourseID: 3, UserID: 'rating-reviewer', Rating: 1, Title: 'Hard', Comment: 'Too fast for me.' },
        { as: 'rating-reviewer' },
      );
      const changed = await get(env, 'getCourseRatings', {}, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200, 'the kept answer was renewed by the review');
      assert.notEqual(changed.headers.etag, etag);
    });

    test("serves a blog post's comments as a tagged GET, and a new tag after a comment", async (env) => {
      const read = await get(env, 'readComments', { PostID: '1004' });
      assert.equal(read.statusCode, 200);
      assert.equal(read.body, (await env.call('getComments', { PostID: '1004' })).body);
      const etag = String(read.headers.etag);
      await env.ok(
        'postComment',
        { PostID: '1004', Name: 'Sam', Message: 'Fun!' },
        { remoteAddress: '10.8.0.1' },
      );
      const changed = await get(env, 'readComments', { PostID: '1004' }, { 'if-none-match': etag });
      assert.equal(changed.statusCode, 200);
      assert.notEqual(changed.headers.etag, etag);
      assert.ok(changed.body.includes('Fun!'));
    });

    test('serves the blog pages and a post as tagged GETs equal to the POSTs', async (env) => {
      const firstPage = await get(env, 'readBlogPostsPage', {});
      assert.equal(firstPage.statusCode, 200);
      assert.equal(firstPage.body, (await env.call('getBlogPostsMetadata', { lastEvaluatedKey: null })).body);
      assert.equal(firstPage.headers['cache-control'], CACHE_CONTROL);
      const key = { PostId: '1004' };
      assert.equal(
        (await get(env, 'readBlogPostsPage', key)).body,
        (await env.call('getBlogPostsMetadata', { lastEvaluatedKey: key })).body,
      );
      const post = await get(env, 'readBlogPost', { PostId: '1004' });
      assert.equal(post.statusCode, 200);
      assert.equal(post.body, (await env.call('getBlogPost', { PostId: '1004' })).body);
      const etag = String(post.headers.etag);
      assert.equal(
        (await get(env, 'readBlogPost', { PostId: '1004' }, { 'if-none-match': etag })).statusCode,
        304,
      );
    });

    test('refuses a bad query with a 400 naming the parameter', async (env) => {
      for (const [name, query, message] of [
        ['readReviews', { CourseID: 'two' }, 'query/CourseID must be a positive integer'],
        ['readReviews', {}, 'query/CourseID is required'],
        ['readBlogPost', { PostId: ' ' }, 'query/PostId must not be empty'],
        ['readComments', {}, 'query/PostID is required'],
      ] as const) {
        const response = await get(env, name, query);
        assert.equal(response.statusCode, 400, `${name} ${JSON.stringify(query)}`);
        assert.match((response.json() as { message: string }).message, new RegExp(`^${message}`));
        assert.equal(response.headers['cache-control'], undefined);
      }
    });

    test("shows a change written past this instance (another instance's enrolment) once the kept answer's TTL passes", async (env) => {
      const before = await get(env, 'getCourses', {});
      await enrolled(env, 'etag-elsewhere', 3);
      assert.equal(
        (await get(env, 'getCourses', {})).headers.etag,
        before.headers.etag,
        'kept within the TTL',
      );
      now += DEFAULT_ANSWER_TTL_MS;
      assert.notEqual((await get(env, 'getCourses', {})).headers.etag, before.headers.etag);
    });
  },
  { answerCache: { now: () => now } },
);
