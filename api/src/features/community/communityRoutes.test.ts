import assert from 'node:assert/strict';
import type { Kysely } from 'kysely';
import { NEWSLETTER_CHECK_INBOX, type BodyOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import { blogPosts } from '../../db/seed/blog/posts';
import { describeApi } from '../../testing/apiHarness';
import { LINK_REFUSED } from './newsletter';

/** Nine more posts, all older than the seeded ones, so paging runs past the end of the seed. */
async function addPosts(db: Kysely<Database>): Promise<void> {
  const rows = Array.from({ length: 9 }, (_, index) => ({
    post_id: `2${String(index).padStart(3, '0')}`,
    link: `extra-post-${index}`,
    title: `Extra post ${index}`,
    // Several posts share a date, so the id must break ties for a stable order.
    date: `2023-0${1 + (index % 3)}-15`,
    landscape_img: '/l.svg',
    square_img: '/s.svg',
    tags: JSON.stringify(['Extra']),
    excerpt: 'More.',
    content: JSON.stringify([{ type: 'paragraph', parts: [{ type: 'text', text: 'Hi' }] }]),
  }));
  await db
    .insertInto('blog_posts')
    .values(rows)
    .onConflict((conflict) => conflict.column('post_id').doNothing())
    .execute();
}

/** The token of the confirmation link in a mail's text. */
const tokenIn = (text: string | undefined) => /confirm-newsletter=([\w-]+)/.exec(text ?? '')?.[1] ?? '';

const comment = (extra: Record<string, unknown> = {}) => ({
  PostID: '1004',
  Name: 'Dana',
  Message: 'Loved the quiz idea.',
  ...extra,
});

describeApi(
  'community',
  (test) => {
    test('pages posts newest first with a cursor, returning lastEvaluatedKey only while more exist', async (env) => {
      await addPosts(env.db);
      const seen: string[] = [];
      let key: { PostId: string } | null = null;
      const sizes: number[] = [];
      for (let page = 0; page < 10; page += 1) {
        const body: BodyOf<'getBlogPostsMetadata'> = await env.ok('getBlogPostsMetadata', {
          lastEvaluatedKey: key,
        });
        sizes.push(body.items.length);
        seen.push(...body.items.map((item) => item.id));
        if (!body.lastEvaluatedKey) {
          assert.equal('lastEvaluatedKey' in body, false);
          break;
        }
        key = body.lastEvaluatedKey;
      }
      const total = blogPosts.length + 9;
      const expectedSizes = Array.from({ length: Math.ceil(total / 6) }, (_, page) =>
        Math.min(6, total - page * 6),
      );
      assert.deepEqual(sizes, expectedSizes);
      assert.equal(new Set(seen).size, total);
      assert.deepEqual(
        seen.slice(0, blogPosts.length),
        blogPosts.map((row) => row.post_id),
      );
      const dates = await env.db.selectFrom('blog_posts').select(['post_id', 'date']).execute();
      const dateOf = new Map(dates.map((row) => [row.post_id, row.date]));
      const ordered = seen.map((id) => dateOf.get(id) ?? '');
      assert.deepEqual(ordered, [...ordered].sort().reverse());
      await env.rejects('getBlogPostsMetadata', [
        [
          { lastEvaluatedKey: { PostId: 'nope' } },
          400,
          'body/lastEvaluatedKey/PostId nope does not name a post',
        ],
        [{}, 400, 'body/lastEvaluatedKey is required (null for the first page)'],
        [{ lastEvaluatedKey: 'abc' }, 400, 'body/lastEvaluatedKey must be null or an object with PostId'],
      ]);
    });

    test('returns one post with its content blocks, by PostId or link, and 404 for an unknown one', async (env) => {
      const post = await env.ok('getBlogPost', { PostId: '1004' });
      assert.equal(post.link, 'five-python-projects-for-kids');
      assert.ok(post.content.length > 0);
      assert.deepEqual(await env.ok('getBlogPost', { PostId: 'five-python-projects-for-kids' }), post);
      await env.rejects('getBlogPost', [
        [{ PostId: 'missing' }, 404, 'Blog post missing not found'],
        [{ PostId: 1004 }, 400, 'body/PostId must be a string'],
      ]);
    });

    test("lists a post's comments oldest first and stores a new comment as plain text", async (env) => {
      const before = await env.ok('getComments', { PostID: '1004' });
      assert.deepEqual(
        before.comments.map((entry) => entry.CommentID),
        ['seed-comment-1', 'seed-comment-2'],
      );
      const created = await env.ok(
        'postComment',
        comment({ Name: ' <b>Dana</b> ', Message: 'Nice <script>alert(1)</script>post & 2 < 3' }),
        {
          remoteAddress: '10.0.0.1',
        },
      );
      assert.deepEqual(
        [created.PostID, created.Name, created.Message],
        ['1004', '<b>Dana</b>', 'Nice <script>alert(1)</script>post & 2 < 3'],
      );
      const after = await env.ok('getComments', { PostID: '1004' });
      assert.deepEqual(after.comments.at(-1), created);
      await env.rejects('getComments', [
        [{ PostID: 'missing' }, 404, 'Blog post missing not found'],
        [{ PostID: 1004 }, 400, 'body/PostID must be a string'],
      ]);
    });

    test("records a signed-in learner's comment as theirs, a visitor's as no one's, and refuses a bad token", async (env) => {
      const learner = await env.ok('postComment', comment({ Message: 'From a learner' }), {
        as: 'commenter-1',
        remoteAddress: '10.0.2.1',
      });
      const visitor = await env.ok('postComment', comment({ Message: 'From a visitor' }), {
        remoteAddress: '10.0.2.1',
      });
      const owners = await env.db
        .selectFrom('blog_comments')
        .select(['comment_id', 'user_id'])
        .where('comment_id', 'in', [learner.CommentID, visitor.CommentID])
        .execute();
      assert.deepEqual(Object.fromEntries(owners.map((row) => [row.comment_id, row.user_id])), {
        [learner.CommentID]: 'commenter-1',
        [visitor.CommentID]: null,
      });
      await env.rejects('postComment', [[comment({ Message: 'Forged' }), 401, /token/i]], {
        token: 'not-a-token',
        remoteAddress: '10.0.2.2',
      });
    });

    test("names a signed-in learner's comment after their account, cut to 50 characters, not after the body", async (env) => {
      const profile = (userId: string, userName: string) =>
        env.ok(
          'registerUserData',
          { userId, userEmail: `${userId}@example.com`, referralLink: 'None', userName },
          { as: userId },
        );
      await profile('commenter-2', 'Ada Lovelace');
      const named = await env.ok('postComment', comment({ Name: 'Someone Else', Message: 'Named' }), {
        as: 'commenter-2',
        remoteAddress: '10.0.3.1',
      });
      assert.equal(named.Name, 'Ada Lovelace');
      await profile('commenter-3', `Ada ${'L'.repeat(50)}`);
      const long = await env.ok('postComment', comment({ Name: 'Ada', Message: 'Long name' }), {
        as: 'commenter-3',
        remoteAddress: '10.0.3.2',
      });
      assert.equal(long.Name, `Ada ${'L'.repeat(46)}`);
      // Without a profile yet, the token's name; without either, the name typed like a visitor's.
      const fromToken = await env.ok('postComment', comment({ Name: 'Someone Else', Message: 'Token' }), {
        token: await env.identity.token('commenter-5', { name: 'Grace Hopper' }),
        remoteAddress: '10.0.3.3',
      });
      assert.equal(fromToken.Name, 'Grace Hopper');
      const typed = await env.ok('postComment', comment({ Name: 'Ada L.', Message: 'Typed' }), {
        as: 'commenter-6',
        remoteAddress: '10.0.3.3',
      });
      assert.equal(typed.Name, 'Ada L.');
    });

    test('keeps no picture sent with a comment, and lists comments without account ids', async (env) => {
      const picture = 'https://tracker.example/pixel.png';
      const visitor = await env.ok('postComment', comment({ UserImage: picture }), {
        remoteAddress: '10.0.4.1',
      });
      const learner = await env.ok('postComment', comment({ UserImage: picture }), {
        as: 'commenter-4',
        remoteAddress: '10.0.4.1',
      });
      assert.ok(!('UserImage' in visitor) && !('UserImage' in learner), 'no picture is kept');
      const listed = await env.call('getComments', { PostID: '1004' });
      assert.equal(listed.statusCode, 200);
      assert.doesNotMatch(listed.body, /tracker\.example|commenter-|@/);
    });

    test("refuses invalid comments with the comment form's messages, writing nothing", async (env) => {
      const cases: Array<[Record<string, unknown>, number, string]> = [
        [comment({ Name: 'n'.repeat(51) }), 400, 'Name must be less than 50 characters.'],
        [comment({ Message: 'm'.repeat(501) }), 400, 'Comment must be less than 500 characters.'],
        [comment({ Name: '  ' }), 400, 'Please fill in your name to comment'],
        [comment({ Message: '' }), 400, "You can't post an empty comment."],
        [comment({ Message: '\u0007\u0000' }), 400, "You can't post an empty comment."],
        [comment({ PostID: undefined }), 400, 'body/PostID is required'],
        [comment({ PostID: 'missing' }), 404, 'Blog post missing not found'],
      ];
      for (const [index, rejected] of cases.entries()) {
        await env.rejects('postComment', [rejected], { remoteAddress: `10.0.1.${index}` });
      }
    });

    test('limits comments per client and answers 429 with a clear message', async (env) => {
      for (let index = 0; index < 3; index += 1) {
        const response = await env.call('postComment', comment({ Message: `Comment ${index}` }), {
          remoteAddress: '10.0.0.3',
        });
        assert.equal(response.statusCode, 200);
      }
      const countsBefore = await env.db
        .selectFrom('blog_comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const limited = await env.call('postComment', comment({ Message: 'One too many' }), {
        remoteAddress: '10.0.0.3',
      });
      assert.equal(limited.statusCode, 429);
      assert.equal(limited.headers['retry-after'], '60');
      assert.deepEqual(limited.json(), {
        statusCode: 429,
        error: 'Too Many Requests',
        message: 'Too many requests: please wait 60 seconds and try again.',
      });
      const countsAfter = await env.db
        .selectFrom('blog_comments')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(countsAfter.n), Number(countsBefore.n));
      const otherClient = await env.call('postComment', comment({ Message: 'From elsewhere' }), {
        remoteAddress: '10.0.0.4',
      });
      assert.equal(otherClient.statusCode, 200, 'the limit is per client');
      const learner = await env.call('postComment', comment({ Message: 'Signed in' }), {
        as: 'commenter-5',
        remoteAddress: '10.0.0.3',
      });
      assert.equal(
        learner.statusCode,
        200,
        "a signed-in learner has a bucket of their own, not the address's",
      );
      const reading = await env.call('getComments', { PostID: '1004' }, { remoteAddress: '10.0.0.3' });
      assert.equal(reading.statusCode, 200, 'only posting is limited');
    });

    test('mails a newsletter sign-up a confirmation link, not the code, and only once per address in six hours', async (env) => {
      const first = await env.call('subscribeNewsletter', { email: 'Reader@Example.com' });
      assert.equal(first.json<{ statusCode: number }>().statusCode, 200);
      assert.deepEqual(JSON.parse(first.json<{ body: string }>().body), { message: NEWSLETTER_CHECK_INBOX });
      await env.app.outbox.flush();
      const mailed = () => env.sentMail.filter((mail) => mail.to === 'reader@example.com');
      assert.equal(mailed().length, 1);
      const [confirmation] = mailed();
      assert.equal(confirmation?.subject, 'Please confirm your newsletter sign-up');
      assert.doesNotMatch(confirmation?.text ?? '', /PY30NOW/, 'no code before the address is confirmed');
      assert.match(confirmation?.text ?? '', /^http:\/\/127\.0\.0\.1:8080\/\?confirm-newsletter=[\w-]{43}$/m);

      // Signing up again, or someone else signing the address up, answers the same and mails nothing more.
      assert.deepEqual(await env.ok('subscribeNewsletter', { email: 'reader@example.com' }), {
        message: NEWSLETTER_CHECK_INBOX,
      });
      await env.app.outbox.flush();
      assert.equal(mailed().length, 1, 'no second mail within the interval');
      const row = await env.db
        .selectFrom('newsletter_signups')
        .selectAll()
        .where('email', '=', 'reader@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(row.confirmed_at, null);
      assert.notEqual(row.token_hash, tokenIn(confirmation?.text), 'only a hash of the token is kept');

      // Six hours later a new sign-up sends a new link, which replaces the first.
      await env.db
        .updateTable('newsletter_signups')
        .set({ last_mail_at: new Date(Date.now() - 6 * 3_600_000 - 1000).toISOString() })
        .where('email', '=', 'reader@example.com')
        .execute();
      await env.ok('subscribeNewsletter', { email: 'reader@example.com' });
      await env.app.outbox.flush();
      assert.equal(mailed().length, 2);
      assert.notEqual(tokenIn(mailed()[1]?.text), tokenIn(confirmation?.text));
      await env.rejects('confirmNewsletter', [[{ token: tokenIn(confirmation?.text) }, 400, LINK_REFUSED]]);
      await env.rejects('subscribeNewsletter', [
        [{ email: 'not-an-address' }, 400, 'body/email must be a valid email address'],
        [{}, 400, 'body/email is required'],
      ]);
    });

    test('confirms a sign-up once by its link, then mails the code; a wrong or expired link is refused', async (env) => {
      await env.ok('subscribeNewsletter', { email: 'confirm.me@example.com' });
      await env.ok('subscribeNewsletter', { email: 'too.late@example.com' });
      await env.app.outbox.flush();
      const linkFor = (to: string) => tokenIn(env.sentMail.find((mail) => mail.to === to)?.text);
      const welcomes = (to: string) =>
        env.sentMail.filter((mail) => mail.to === to && /PY30NOW/.test(mail.text));

      await env.rejects('confirmNewsletter', [
        [{ token: 'x'.repeat(43) }, 400, LINK_REFUSED],
        [{ token: `${linkFor('confirm.me@example.com')}x` }, 400, LINK_REFUSED],
        [{ token: '' }, 400, 'body/token must not be empty'],
        [{ token: 't'.repeat(101) }, 400, 'body/token must be at most 100 characters'],
        [{}, 400, 'body/token is required'],
      ]);
      await env.db
        .updateTable('newsletter_signups')
        .set({ token_expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('email', '=', 'too.late@example.com')
        .execute();
      await env.rejects('confirmNewsletter', [
        [{ token: linkFor('too.late@example.com') }, 400, LINK_REFUSED],
      ]);
      await env.app.outbox.flush();
      assert.equal(welcomes('confirm.me@example.com').length + welcomes('too.late@example.com').length, 0);

      const token = linkFor('confirm.me@example.com');
      const confirmed = await env.ok('confirmNewsletter', { token });
      assert.deepEqual(confirmed, { message: 'Thanks for signing up! Your discount code is PY30NOW.' });
      await env.app.outbox.flush();
      assert.equal(welcomes('confirm.me@example.com').length, 1);
      // Following the link again shows the code again and mails nothing more.
      assert.deepEqual(await env.ok('confirmNewsletter', { token }), confirmed);
      await env.app.outbox.flush();
      assert.equal(welcomes('confirm.me@example.com').length, 1);
      const row = await env.db
        .selectFrom('newsletter_signups')
        .select('confirmed_at')
        .where('email', '=', 'confirm.me@example.com')
        .executeTakeFirstOrThrow();
      assert.ok(row.confirmed_at);
    });

    test('stores a contact message with its mail before sending, then records the send in the outbox', async (env) => {
      const message = {
        firstname: 'Ari',
        lastname: 'Stone',
        email: 'ari@example.com',
        phone: '+972 50 000 0000',
        subject: 'Group\r\nBcc: evil@example.com',
        message: 'Do you offer classes for schools?',
        terms: true,
      };
      assert.deepEqual(await env.ok('sendContactMessage', message), { message: 'Message sent successfully' });
      const stored = await env.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', 'ari@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(stored.message, message.message);
      await env.app.outbox.flush();
      const mail = env.sentMail.find((sent) => sent.replyTo === 'ari@example.com');
      assert.equal(mail?.to, 'team@example.test');
      assert.equal(
        mail?.subject,
        'Contact form: Group Bcc: evil@example.com',
        'visitor text cannot add mail headers',
      );
      const outbox = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('topic', '=', 'contact.message')
        .execute();
      assert.equal(outbox.length, 1);
      assert.equal(outbox[0]?.attempts, 1);
      assert.ok(outbox[0]?.processed_at);
      await env.rejects('sendContactMessage', [
        [{ ...message, terms: false }, 400, 'body/terms must be accepted (true)'],
        [{ ...message, email: 'nope' }, 400, 'body/email must be a valid email address'],
        [{ ...message, message: ' ' }, 400, 'body/message must not be empty'],
      ]);
    });
  },
  {
    // The newsletter journeys sign up and confirm many times from one visitor address.
    rateLimits: {
      limits: { comment: { max: 3, windowSeconds: 60 }, newsletter: { max: 100, windowSeconds: 3600 } },
    },
    mailTo: 'team@example.test',
  },
);
