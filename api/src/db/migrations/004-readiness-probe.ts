import type { Kysely, Migration } from 'kysely';

/** One row the readiness check rewrites, to prove the database still takes writes (a full disk fails it). */
export const readinessProbe: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('readiness_probe')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('readiness_probe').execute();
  },
};
