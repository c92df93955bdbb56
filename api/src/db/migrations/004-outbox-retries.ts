import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Outbox retries on a schedule: each pending mail has the time of its next attempt, and a mail that kept
 * failing is dead-lettered (dead_at) instead of being retried for ever. Mails the old five-attempt limit
 * had left behind are due at once again; the new schedule decides when they are given up.
 */
export const outboxRetries: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('next_attempt_at', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('dead_at', 'text').execute();
    await sql`update outbox set next_attempt_at = created_at`.execute(db);
    await db.schema
      .createIndex('outbox_due_idx')
      .on('outbox')
      .columns(['processed_at', 'dead_at', 'next_attempt_at'])
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('outbox_due_idx').execute();
    await db.schema.alterTable('outbox').dropColumn('dead_at').execute();
    await db.schema.alterTable('outbox').dropColumn('next_attempt_at').execute();
  },
};
