import type { Kysely, Migration } from 'kysely';

/**
 * Student counts become live: the seeded figure is renamed to what it is (learners from before this
 * platform, kept as a base) and enrollments get an index by course, so GET /courses counts them per course
 * in one grouped scan of the index instead of the whole table.
 */
export const liveStudentCounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('courses').renameColumn('students', 'legacy_students').execute();
    await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('enrollments_course_idx').execute();
    await db.schema.alterTable('courses').renameColumn('legacy_students', 'students').execute();
  },
};
