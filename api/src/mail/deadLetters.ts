import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { OutgoingMail } from './mailer';

export interface DeadMail {
  eventId: string;
  topic: string;
  to: string;
  subject: string;
  attempts: number;
  createdAt: string;
  deadAt: string;
  lastError: string | null;
}

/** Mails the outbox gave up on, oldest first. */
export async function listDeadMail(db: Kysely<Database>): Promise<DeadMail[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['event_id', 'topic', 'payload', 'attempts', 'created_at', 'dead_at', 'last_error'])
    .where('dead_at', 'is not', null)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => {
    const mail = JSON.parse(row.payload) as OutgoingMail;
    return {
      eventId: row.event_id,
      topic: row.topic,
      to: mail.to,
      subject: mail.subject,
      attempts: row.attempts,
      createdAt: row.created_at,
      deadAt: row.dead_at ?? '',
      lastError: row.last_error,
    };
  });
}

/**
 * Puts dead mails (these ids, or all) back in the queue, due now and with the whole retry schedule ahead;
 * a running API sends them within its poll interval. Returns how many were re-queued.
 */
export async function requeueDeadMail(
  db: Kysely<Database>,
  eventIds: string[] | 'all',
  now = new Date(),
): Promise<number> {
  if (eventIds !== 'all' && eventIds.length === 0) return 0;
  let update = db
    .updateTable('outbox')
    .set({ dead_at: null, attempts: 0, next_attempt_at: now.toISOString() })
    .where('dead_at', 'is not', null);
  if (eventIds !== 'all') update = update.where('event_id', 'in', eventIds);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
