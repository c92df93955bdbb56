import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ParsedRequestOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { contactMail } from './mails';

/** Stores the message and its mail to the team in one transaction: once this returns, nothing is lost. */
export async function storeContactMessage(
  db: Kysely<Database>,
  mailTo: string,
  input: ParsedRequestOf<'sendContactMessage'>,
): Promise<string> {
  const messageId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('contact_messages')
      .values({
        message_id: messageId,
        firstname: input.firstname,
        lastname: input.lastname,
        email: input.email,
        phone: input.phone?.trim() || null,
        subject: input.subject,
        message: input.message,
        created_at: new Date().toISOString(),
      })
      .execute();
    await enqueueMail(trx, 'contact.message', contactMail(mailTo, input));
  });
  return messageId;
}
