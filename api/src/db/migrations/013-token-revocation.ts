import type { Kysely, Migration } from 'kysely';

/**
 * An account's last sign-out: the API refuses its access tokens of sessions begun before it. One row per account
 * that ever signed out, read on every signed-in request (a primary-key look-up), in the database so that every
 * instance refuses the same tokens from the moment the sign-out is answered.
 */
export const tokenRevocation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('token_revocations')
      .addColumn('account_id', 'text', (c) => c.primaryKey())
      .addColumn('revoked_before', 'text', (c) => c.notNull())
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('token_revocations').ifExists().execute();
  },
};
