import type { Kysely, Migration } from 'kysely';

/**
 * The parent's PIN counts its wrong tries in the database: shared by every API instance, kept while Redis is
 * down, reset by a right PIN (so a family switching profiles all evening is never locked out), and a lock
 * after too many wrong tries in a row.
 */
export const pinLock: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('family_settings')
      .addColumn('pin_failures', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('family_settings').addColumn('pin_locked_until', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('family_settings').dropColumn('pin_locked_until').execute();
    await db.schema.alterTable('family_settings').dropColumn('pin_failures').execute();
  },
};
