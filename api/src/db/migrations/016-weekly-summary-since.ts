import { sql, type Kysely, type Migration } from 'kysely';

/**
 * When the parent last switched the weekly summary on: a week that ended before it is never mailed, so opting in
 * mid-week waits for Monday instead of mailing the week before at once. Families opted in already count as
 * opted in from the start.
 */
export const weeklySummarySince: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('family_settings').addColumn('weekly_summary_since', 'text').execute();
    await sql`update family_settings set weekly_summary_since = '1970-01-01T00:00:00.000Z' where weekly_summary = 1`.execute(
      db,
    );
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('family_settings').dropColumn('weekly_summary_since').execute();
  },
};
