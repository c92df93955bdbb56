import type { Kysely, Migration } from 'kysely';

/**
 * Families: child profiles under a parent's account, the family's settings (the parent's PIN as a salted
 * scrypt hash, the weekly summary opt-in and the time zone it is counted in), and one row per account and
 * week for the weekly summary, whose primary key makes the mail go out once however many instances check.
 * A child's progress lives in the existing per-learner tables, under the profile id as their user_id.
 */
export const families: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('child_profiles')
      .addColumn('profile_id', 'text', (c) => c.primaryKey())
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('avatar', 'text', (c) => c.notNull())
      .addColumn('birth_year', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('child_profiles_account_idx')
      .on('child_profiles')
      .columns(['account_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('family_settings')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('pin_hash', 'text')
      .addColumn('weekly_summary', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC'))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('weekly_summaries')
      .addColumn('account_id', 'text', (c) => c.notNull())
      .addColumn('week_start', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('weekly_summaries_pk', ['account_id', 'week_start'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['weekly_summaries', 'family_settings', 'child_profiles'])
      await db.schema.dropTable(table).ifExists().execute();
  },
};
