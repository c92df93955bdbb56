import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Newsletter double opt-in: a sign-up stays pending until the link mailed to the address is followed. The
 * link's token is kept hashed with its expiry; last_mail_at spaces out the mails one address can receive.
 * Sign-ups from before were welcomed (with the code) at once, so they count as confirmed.
 */
export const newsletterOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['confirmed_at', 'token_hash', 'token_expires_at', 'last_mail_at'])
      await db.schema.alterTable('newsletter_signups').addColumn(column, 'text').execute();
    await sql`update newsletter_signups set confirmed_at = created_at, last_mail_at = created_at`.execute(db);
    await db.schema
      .createIndex('newsletter_signups_token_hash')
      .on('newsletter_signups')
      .column('token_hash')
      .execute();
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('newsletter_signups_token_hash').execute();
    for (const column of ['last_mail_at', 'token_expires_at', 'token_hash', 'confirmed_at'])
      await db.schema.alterTable('newsletter_signups').dropColumn(column).execute();
  },
};
