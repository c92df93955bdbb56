import assert from 'node:assert/strict';
import { it } from 'node:test';
import { describeApi } from '../../testing/apiHarness';

const review = (UserID: string, extra: Record<string, unknown> = {}) => ({
  CourseID: 2,
  UserID,
  Rating: 4,
  Title: 'Helpful',
  Comment: 'Clear lessons and good exercises.',
  UserName: 'Noa Levi',
  Email: 'noa@example.com',
  ...extra,
});

describeApi('reviews', (use) => {
  it("lists a course's reviews newest first by Timestamp", async (t) => {
    const env = use(t);
    if (!env) return;
    const reviews = await env.ok('getReviews', { CourseID: 5 });
    assert.equal(reviews.length, 4);
    const times = reviews.map((entry) => entry.Timestamp);
    assert.deepEqual(times, [...times].sort().reverse());
    assert.ok(reviews.every((entry) => entry.CourseID === 5 && !('UserImage' in entry)));
    assert.deepEqual(await env.ok('getReviews', { CourseID: 77 }), []);
  });

  it('stores the title, comment and name as plain text, and accepts a picture on this site', async (t) => {
    const env = use(t);
    if (!env) return;
    const created = await env.ok(
      'postReview',
      review('plain-1', {
        Title: '<b>Great</b> course',
        Comment: 'Loved it<script>alert(1)</script>\u0007 because a < b',
        UserName: '<img src=x onerror="alert(1)">Noa',
        UserImage: '/images/avatars/noa.png',
      }),
      { as: 'plain-1' },
    );
    assert.equal(created.Title, 'Great course');
    assert.equal(created.Comment, 'Loved italert(1) because a < b');
    assert.equal(created.UserName, 'Noa');
    assert.equal(created.UserImage, '/images/avatars/noa.png');
    const [newest] = await env.ok('getReviews', { CourseID: 2 });
    assert.deepEqual(newest, created);
  });

  it("stores a signed-in user's review with the server's ReviewID and Timestamp, listed first", async (t) => {
    const env = use(t);
    if (!env) return;
    const started = Date.now();
    const created = await env.ok(
      'postReview',
      review('reviewer-1', {
        Title: '  Helpful  ',
        UserImage: 'https://example.com/me.png',
        Timestamp: '2000-01-01T00:00:00.000Z',
        ReviewID: 'mine',
      }),
      {
        as: 'reviewer-1',
      },
    );
    assert.notEqual(created.ReviewID, 'mine');
    assert.ok(Date.parse(created.Timestamp) >= started - 1000, 'the server sets the time');
    assert.equal(created.Title, 'Helpful');
    assert.equal(created.UserImage, 'https://example.com/me.png');
    const [newest] = await env.ok('getReviews', { CourseID: 2 });
    assert.deepEqual(newest, created);
  });

  it('refuses invalid reviews with 400 naming the field, writing nothing', async (t) => {
    const env = use(t);
    if (!env) return;
    await env.rejects(
      'postReview',
      [
        [review('v-1', { Rating: 0 }), 400, 'body/Rating must be between 1 and 5'],
        [review('v-1', { Rating: 6 }), 400, 'body/Rating must be between 1 and 5'],
        [review('v-1', { Rating: 4.5 }), 400, 'body/Rating must be an integer'],
        [review('v-1', { Title: ' ' }), 400, 'body/Title must not be empty'],
        [review('v-1', { Comment: undefined }), 400, 'body/Comment is required'],
        [review('v-1', { UserName: '' }), 400, 'body/UserName must not be empty'],
        [review('v-1', { Email: 'noa@' }), 400, 'body/Email must be a valid email address'],
        [review('v-1', { Title: 'T'.repeat(201) }), 400, 'body/Title must be at most 200 characters'],
        [review('v-1', { Comment: 'C'.repeat(5001) }), 400, 'body/Comment must be at most 5000 characters'],
        [review('v-1', { UserName: 'N'.repeat(101) }), 400, 'body/UserName must be at most 100 characters'],
        [
          review('v-1', { Email: `${'n'.repeat(243)}@example.com` }),
          400,
          'body/Email must be at most 254 characters',
        ],
        [
          review('v-1', { UserImage: `https://example.com/${'p'.repeat(2029)}` }),
          400,
          'body/UserImage must be at most 2048 characters',
        ],
        ...['javascript:alert(1)', 'data:image/png;base64,AAAA', '//evil.example/me.png', 'me.png'].map(
          (UserImage): [unknown, number, string] => [
            review('v-1', { UserImage }),
            400,
            'body/UserImage must be an http or https address or a path starting with /',
          ],
        ),
        [review('v-1', { Title: '<b></b>' }), 400, 'body/Title must not be empty'],
        [review('v-1', { Comment: '<script></script>' }), 400, 'body/Comment must not be empty'],
        [review('v-1', { UserName: '<!-- x -->' }), 400, 'body/UserName must not be empty'],
        [review('v-1', { CourseID: 404 }), 404, 'Course 404 not found'],
      ],
      { as: 'v-1' },
    );
    await env.rejects('getReviews', [[{ CourseID: 'two' }, 400, 'body/CourseID must be a positive integer']]);
  });

  it("answers 401 without a token and 403 for a review in another user's name", async (t) => {
    const env = use(t);
    if (!env) return;
    await env.rejects('postReview', [[review('owner'), 401, /^Sign-in required/]]);
    await env.rejects(
      'postReview',
      [[review('owner'), 403, 'body/UserID does not match the signed-in user']],
      { as: 'intruder' },
    );
  });
});
