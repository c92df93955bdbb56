import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

/** After this many failed sends an event stays stored for a person to look at, and is not retried. */
export const MAX_SEND_ATTEMPTS = 5;

/**
 * Records a mail in the same transaction as the change that causes it, so nothing is lost when the
 * mail server is down or not configured.
 */
export async function enqueueMail(trx: Kysely<Database>, topic: string, mail: OutgoingMail): Promise<string> {
  const eventId = randomUUID();
  await trx
    .insertInto('outbox')
    .values({
      event_id: eventId,
      topic,
      payload: JSON.stringify(mail),
      created_at: new Date().toISOString(),
      attempts: 0,
      processed_at: null,
      last_error: null,
    })
    .execute();
  return eventId;
}

/** Delivers stored mails: after each change that queues one, and periodically for retries. */
export class Outbox {
  private running: Promise<void> = Promise.resolve();
  private waiting: Promise<void> | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer | undefined,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a delivery round in the background; errors are logged, never thrown at the caller. */
  kick(): void {
    if (!this.mailer) {
      this.log.info('SMTP_URL is not set: the message is stored in the outbox and not mailed');
      return;
    }
    void this.flush();
  }

  /**
   * Runs a delivery round after the current one. Rounds never overlap within an instance, and at most one
   * waits, so a slow mail server does not pile rounds up.
   */
  flush(): Promise<void> {
    if (this.waiting) return this.waiting;
    const round = this.running
      .then(() => {
        this.waiting = undefined;
        return this.deliverPending();
      })
      .catch((error: unknown) => {
        this.log.error({ err: error }, 'outbox delivery round failed');
      });
    this.waiting = round;
    this.running = round;
    return round;
  }

  private async deliverPending(): Promise<void> {
    const mailer = this.mailer;
    if (!mailer) return;
    const pending = await this.db
      .selectFrom('outbox')
      .select(['event_id', 'topic', 'payload', 'attempts'])
      .where('processed_at', 'is', null)
      .where('attempts', '<', MAX_SEND_ATTEMPTS)
      .orderBy('created_at')
      .limit(50)
      .execute();
    for (const event of pending) {
      // Claim by bumping attempts from the value read: another instance that read the same row loses.
      const claimed = await this.db
        .updateTable('outbox')
        .set({ attempts: event.attempts + 1 })
        .where('event_id', '=', event.event_id)
        .where('attempts', '=', event.attempts)
        .where('processed_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) continue;
      try {
        await mailer.send(JSON.parse(event.payload) as OutgoingMail);
        await this.db
          .updateTable('outbox')
          .set({ processed_at: new Date().toISOString(), last_error: null })
          .where('event_id', '=', event.event_id)
          .execute();
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        this.log.warn(
          { eventId: event.event_id, topic: event.topic, attempt: event.attempts + 1, reason },
          'mail not sent, will retry',
        );
        await this.db
          .updateTable('outbox')
          .set({ last_error: reason.slice(0, 1000) })
          .where('event_id', '=', event.event_id)
          .execute();
      }
    }
  }
}
