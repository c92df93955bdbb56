import type { Kysely, Migration } from 'kysely';

/** The site's instructor: every course is taught by him until a course names someone else. */
export const SITE_INSTRUCTOR = 'Daniel Adler';

/**
 * Certificates of completion, each learner's weekly goal, where a learner stopped in a lesson's video, the
 * instructor printed on a course's certificates and the caption tracks of a lesson's video.
 * A certificate keeps what it printed (names, the instructor, the day) as issued, so renaming a course or a
 * child later does not change a certificate already handed out; user_id is the learner key (the account or
 * a child profile), account_id the family's account, so deleting either finds the rows.
 */
export const certificatesStreaksVideo: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('certificates')
      .addColumn('certificate_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('course_id', 'integer', (c) => c.notNull())
      .addColumn('learner_name', 'text', (c) => c.notNull())
      .addColumn('course_name', 'text', (c) => c.notNull())
      .addColumn('instructor_name', 'text', (c) => c.notNull())
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('certificates_learner_course_key', ['user_id', 'course_id'])
      .execute();
    await db.schema.createIndex('certificates_account_idx').on('certificates').column('account_id').execute();

    await db.schema
      .createTable('weekly_goals')
      .addColumn('user_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('weekly_goal', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('video_positions')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'integer', (c) => c.notNull())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('position_seconds', 'double precision', (c) => c.notNull())
      .addColumn('duration_seconds', 'double precision')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('video_positions_pk', ['user_id', 'lesson_id'])
      .execute();

    await db.schema
      .alterTable('courses')
      .addColumn('instructor_name', 'text', (c) => c.notNull().defaultTo(SITE_INSTRUCTOR))
      .execute();
    await db.schema
      .alterTable('lessons')
      .addColumn('captions', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('lessons').dropColumn('captions').execute();
    await db.schema.alterTable('courses').dropColumn('instructor_name').execute();
    for (const table of ['video_positions', 'weekly_goals', 'certificates'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
