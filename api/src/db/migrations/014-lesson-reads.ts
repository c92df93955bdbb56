import type { Kysely, Migration } from 'kysely';

/**
 * Which learner has fetched which lesson, and when first: a lesson can be completed only after its learner has
 * opened it, so progress, the trial reward and certificates follow reading, not requests.
 */
export const lessonReads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('lesson_reads')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'integer', (c) => c.notNull())
      .addColumn('first_read_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('lesson_reads_pk', ['user_id', 'lesson_id'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lesson_reads').execute();
  },
};
