import type { Kysely, Migration } from 'kysely';

/**
 * When an account's parent proof was last minted and when a child profile of it last acted after that: a proof
 * minted before a child acted is refused, so handing the device to a child ends the parent's proof on the server,
 * whatever the browser keeps. One row per account that ever confirmed a parent check.
 */
export const parentChecks: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('parent_checks')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('proof_issued_at', 'text', (c) => c.notNull())
      .addColumn('child_acted_at', 'text')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('parent_checks').execute();
  },
};
