import { sql, type Kysely, type Migration } from 'kysely';

/**
 * One review per learner and course: a learner's second review updates the first, so earlier duplicates are
 * folded into the newest one and a unique index keeps it so. Reviews and comments no longer keep what the
 * client sent about its author: the e-mail address (never shown, never needed) and picture addresses (a
 * tracking pixel on every page that lists them) are dropped; names and pictures come from the account.
 */
export const reviewPerLearner: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      delete from reviews
      where exists (
        select 1 from reviews newer
        where newer.user_id = reviews.user_id
          and newer.course_id = reviews.course_id
          and (newer.created_at > reviews.created_at
            or (newer.created_at = reviews.created_at and newer.review_id > reviews.review_id))
      )`.execute(db);
    await db.schema
      .createIndex('reviews_learner_course_idx')
      .on('reviews')
      .columns(['user_id', 'course_id'])
      .unique()
      .execute();
    await db.schema.alterTable('reviews').dropColumn('email').execute();
    await db.schema.alterTable('reviews').dropColumn('user_image').execute();
    await db.schema.alterTable('blog_comments').dropColumn('user_image').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('blog_comments').addColumn('user_image', 'text').execute();
    await db.schema.alterTable('reviews').addColumn('user_image', 'text').execute();
    await db.schema
      .alterTable('reviews')
      .addColumn('email', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema.dropIndex('reviews_learner_course_idx').execute();
  },
};
