import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ParsedRequestOf } from 'shared-contract';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { enqueueMail } from '../../mail/outbox';

type Application = ParsedRequestOf<'applyWinterWorkshop'>;

function applicationMail(to: string, applicationId: string, input: Application): OutgoingMail {
  return {
    to,
    replyTo: input.email,
    subject: `Workshop application (${input.selectedService}): ${input.name}`.replace(/[\r\n]+/g, ' '),
    text: [
      `Application ${applicationId}`,
      `Name: ${input.name}`,
      `Age: ${input.age}`,
      `Email: ${input.email}`,
      `Plan: ${input.selectedService}`,
      '',
      'Experience:',
      input.experience,
      '',
      'Message:',
      input.message,
      '',
    ].join('\n'),
  };
}

/** Stores the application and its mail to the team in one transaction, then returns its id. */
export async function storeApplication(
  db: Kysely<Database>,
  mailTo: string,
  input: Application,
): Promise<string> {
  const applicationId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('workshop_applications')
      .values({
        application_id: applicationId,
        name: input.name,
        age: input.age,
        email: input.email,
        experience: input.experience,
        message: input.message,
        selected_service: input.selectedService,
        created_at: new Date().toISOString(),
      })
      .execute();
    await enqueueMail(trx, 'workshop.application', applicationMail(mailTo, applicationId, input));
  });
  return applicationId;
}
