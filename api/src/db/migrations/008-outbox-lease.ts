import type { Kysely, Migration } from 'kysely';

/**
 * Outbox leases: an instance claims due mail by writing its id and a time the claim lasts until, so with
 * several API instances on one database each mail is sent by one of them at a time. A lease left by an
 * instance that died runs out and another instance takes the mail over.
 */
export const outboxLease: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('leased_by', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('leased_until', 'text').execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').dropColumn('leased_until').execute();
    await db.schema.alterTable('outbox').dropColumn('leased_by').execute();
  },
};
