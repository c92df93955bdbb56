import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql, type Kysely } from 'kysely';
import { backends, type TestDatabase } from '../../testing/databases';
import { reviewPerLearner } from './005-review-per-learner';

const legacyReview = (id: string, userId: string, createdAt: string) => ({
  review_id: id,
  course_id: 2,
  user_id: userId,
  rating: 4,
  title: id,
  comment: 'Good',
  user_name: 'Someone',
  email: `${userId}@example.com`,
  user_image: 'https://tracker.example/pixel.png',
  created_at: createdAt,
});

for (const backend of backends) {
  describe(`migration 005-review-per-learner (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    before(async () => {
      database = await backend.open();
    });
    after(async () => {
      await database?.close();
    });

    it("folds a learner's duplicate reviews into the newest, drops e-mails and pictures, and keeps it one", async (t) => {
      if (!database) return t.skip(`${backend.name} is not available on this machine`);
      // Back to the schema before 005, where one learner could review a course many times.
      const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const { down } = reviewPerLearner;
      assert.ok(down, 'the migration can be undone');
      await down(db);
      await db
        .insertInto('reviews')
        .values([
          legacyReview('dup-old', 'dup-learner', '2024-01-01T00:00:00.000Z'),
          legacyReview('dup-new', 'dup-learner', '2024-02-01T00:00:00.000Z'),
          legacyReview('dup-tie-a', 'tie-learner', '2024-03-01T00:00:00.000Z'),
          legacyReview('dup-tie-b', 'tie-learner', '2024-03-01T00:00:00.000Z'),
          legacyReview('single', 'single-learner', '2024-01-01T00:00:00.000Z'),
        ])
        .execute();
      const seeded = await db.selectFrom('reviews').select('review_id').execute();

      await reviewPerLearner.up(db);

      const left = await db
        .selectFrom('reviews')
        .selectAll()
        .where('user_id', 'in', ['dup-learner', 'tie-learner', 'single-learner'])
        .orderBy('review_id')
        .execute();
      assert.deepEqual(
        left.map((row) => row.review_id),
        ['dup-new', 'dup-tie-b', 'single'],
      );
      assert.ok(left.every((row) => !('email' in row) && !('user_image' in row)));
      const comment = await db.selectFrom('blog_comments').selectAll().executeTakeFirstOrThrow();
      assert.ok(!('user_image' in comment));
      assert.equal(
        (await db.selectFrom('reviews').select('review_id').execute()).length,
        seeded.length - 2,
        'the seeded reviews all stay',
      );
      await assert.rejects(
        sql`insert into reviews (review_id, course_id, user_id, rating, title, comment, user_name, created_at)
            values ('dup-again', 2, 'dup-learner', 5, 't', 'c', 'n', '2024-05-01T00:00:00.000Z')`.execute(db),
        /unique|duplicate/i,
      );
    });
  });
}
