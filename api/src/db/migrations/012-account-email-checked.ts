import type { Kysely, Migration } from 'kysely';

/**
 * Whether a profile's e-mail address came from the identity provider. Records made before the API asked it
 * took the address from the request body; they are 0 until their next registration asks the provider, and the
 * weekly summaries go only to checked addresses.
 */
export const accountEmailChecked: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('user_profiles')
      .addColumn('email_checked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('user_profiles').dropColumn('email_checked').execute();
  },
};
