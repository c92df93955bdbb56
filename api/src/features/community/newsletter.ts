import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { NEWSLETTER_CODE, newsletterWelcome } from './mails';

/**
 * Signs the address up once (case does not matter). Signing up again is not an error: the answer
 * repeats the code. The welcome mail is queued with the first sign-up only.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
): Promise<{ message: string; isNew: boolean }> {
  const address = email.trim().toLowerCase();
  const isNew = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('newsletter_signups')
      .values({ email: address, created_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
    await enqueueMail(trx, 'newsletter.welcome', newsletterWelcome(address));
    return true;
  });
  return {
    isNew,
    message: isNew
      ? `Thanks for signing up! Your discount code is ${NEWSLETTER_CODE}.`
      : `You are already signed up. Your discount code is ${NEWSLETTER_CODE}.`,
  };
}
