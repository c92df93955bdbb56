import type { Kysely, Migration } from 'kysely';

/**
 * Run & Check: a coding exercise per lesson, each learner's progress on it and their checked attempts.
 * Progress and attempts are keyed by lesson, not course, so work on a lesson taught in several courses
 * (the trial chapters inside the masterclass) carries over like its completion. Lists are JSON text.
 */
export const exercises: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('exercises')
      .addColumn('lesson_id', 'integer', (c) =>
        c.primaryKey().references('lessons.lesson_id').onDelete('cascade'),
      )
      .addColumn('starter_code', 'text', (c) => c.notNull())
      .addColumn('time_limit_ms', 'integer', (c) => c.notNull())
      .addColumn('hints', 'text', (c) => c.notNull())
      .addColumn('solution', 'text', (c) => c.notNull())
      .addColumn('check_spec', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('exercise_progress')
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'integer', (c) =>
        c.notNull().references('exercises.lesson_id').onDelete('cascade'),
      )
      .addColumn('last_code', 'text', (c) => c.notNull())
      .addColumn('hints_used', 'integer', (c) => c.notNull())
      .addColumn('passed', 'integer', (c) => c.notNull())
      .addColumn('failed_checks', 'integer', (c) => c.notNull())
      .addColumn('solution_revealed_at', 'text')
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('exercise_progress_pk', ['user_id', 'lesson_id'])
      .execute();

    await db.schema
      .createTable('exercise_attempts')
      .addColumn('attempt_id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('lesson_id', 'integer', (c) =>
        c.notNull().references('exercises.lesson_id').onDelete('cascade'),
      )
      .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.course_id'))
      .addColumn('code', 'text', (c) => c.notNull())
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('hints_used', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('exercise_attempts_learner_idx')
      .on('exercise_attempts')
      .columns(['user_id', 'lesson_id', 'created_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['exercise_attempts', 'exercise_progress', 'exercises'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
