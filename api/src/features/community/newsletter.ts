import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { NEWSLETTER_CODE, newsletterConfirmation, newsletterWelcome } from './mails';

/** How long a confirmation link works. */
export const CONFIRMATION_HOURS = 48;
/** One address gets at most one newsletter mail in this time, however often it is signed up. */
export const MAIL_INTERVAL_HOURS = 6;

const HOUR_MS = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const LINK_REFUSED =
  'This confirmation link is not valid or has expired. Please sign up again to get a new one.';

/**
 * Signs the address up as pending and queues a mail with a confirmation link (or, for an address that has
 * confirmed before, the welcome mail with the code again), unless the address was mailed within the last
 * MAIL_INTERVAL_HOURS. Tells whether a mail was queued; the caller answers the same either way.
 */
export async function subscribe(
  db: Kysely<Database>,
  email: string,
  confirmationLink: (token: string) => string,
): Promise<boolean> {
  const address = email.trim().toLowerCase();
  const now = new Date();
  const token = randomBytes(32).toString('base64url');
  const link = {
    token_hash: hashToken(token),
    token_expires_at: new Date(now.getTime() + CONFIRMATION_HOURS * HOUR_MS).toISOString(),
    last_mail_at: now.toISOString(),
  };
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('newsletter_signups')
      .values({ email: address, created_at: now.toISOString(), confirmed_at: null, ...link })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) {
      await enqueueMail(
        trx,
        'newsletter.confirmation',
        newsletterConfirmation(address, confirmationLink(token), CONFIRMATION_HOURS),
      );
      return true;
    }
    const known = await trx
      .selectFrom('newsletter_signups')
      .select('confirmed_at')
      .where('email', '=', address)
      .executeTakeFirstOrThrow();
    const mailedBefore = new Date(now.getTime() - MAIL_INTERVAL_HOURS * HOUR_MS).toISOString();
    // Compare and set: of two sign-ups at once, only one finds the address due for a mail.
    const due = await trx
      .updateTable('newsletter_signups')
      .set(known.confirmed_at ? { last_mail_at: link.last_mail_at } : link)
      .where('email', '=', address)
      .where((eb) => eb.or([eb('last_mail_at', 'is', null), eb('last_mail_at', '<=', mailedBefore)]))
      .executeTakeFirst();
    if (Number(due.numUpdatedRows) !== 1) return false;
    await enqueueMail(
      trx,
      known.confirmed_at ? 'newsletter.welcome' : 'newsletter.confirmation',
      known.confirmed_at
        ? newsletterWelcome(address)
        : newsletterConfirmation(address, confirmationLink(token), CONFIRMATION_HOURS),
    );
    return true;
  });
}

/**
 * Follows a confirmation link: the sign-up is confirmed and the welcome mail with the code queued, once.
 * Following the same link again answers the code again and mails nothing. An unknown or expired token is a 400.
 */
export async function confirm(
  db: Kysely<Database>,
  token: string,
): Promise<{ message: string; welcomed: boolean }> {
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const signup = await trx
      .selectFrom('newsletter_signups')
      .select(['email', 'confirmed_at', 'token_expires_at'])
      .where('token_hash', '=', hashToken(token))
      .executeTakeFirst();
    if (!signup || !signup.token_expires_at || signup.token_expires_at <= now)
      throw new HttpError(400, LINK_REFUSED);
    const confirmed = await trx
      .updateTable('newsletter_signups')
      .set({ confirmed_at: now })
      .where('email', '=', signup.email)
      .where('confirmed_at', 'is', null)
      .executeTakeFirst();
    const welcomed = Number(confirmed.numUpdatedRows) === 1;
    if (welcomed) await enqueueMail(trx, 'newsletter.welcome', newsletterWelcome(signup.email));
    return { welcomed, message: `Thanks for signing up! Your discount code is ${NEWSLETTER_CODE}.` };
  });
}
