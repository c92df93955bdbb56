import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';
import type { Mailer, OutgoingMail } from './mailer';

/**
 * When failed mail is tried again: `firstDelayMs` after the first failure, doubling after each further one up to
 * `maxDelayMs`; the attempt made `giveUpAfterMs` or more after the first one is the last.
 */
export interface RetrySchedule {
  firstDelayMs: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
}

/** 1, 2, 4 … minutes, then every 4 hours, for a day: 14 attempts, the last about 24 h 15 min after the first. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  firstDelayMs: 60_000,
  maxDelayMs: 4 * 60 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The wait after the n-th failed attempt (n ≥ 1). */
export function retryDelay(schedule: RetrySchedule, failedAttempts: number): number {
  return Math.min(schedule.firstDelayMs * 2 ** (failedAttempts - 1), schedule.maxDelayMs);
}

/** True when attempt n, made on schedule, comes at least `giveUpAfterMs` after the first attempt. */
export function isLastAttempt(schedule: RetrySchedule, attempt: number): boolean {
  let offset = 0;
  for (let failed = 1; failed < attempt && offset < schedule.giveUpAfterMs; failed += 1)
    offset += retryDelay(schedule, failed);
  return offset >= schedule.giveUpAfterMs;
}

/**
 * Records a mail in the same transaction as the change that causes it, so nothing is lost when the
 * mail server is down or not configured. It is due at once.
 */
export async function enqueueMail(trx: Kysely<Database>, topic: string, mail: OutgoingMail): Promise<string> {
  const eventId = randomUUID();
  const now = new Date().toISOString();
  await trx
    .insertInto('outbox')
    .values({
      event_id: eventId,
      topic,
      payload: JSON.stringify(mail),
      created_at: now,
      attempts: 0,
      next_attempt_at: now,
      processed_at: null,
      dead_at: null,
      last_error: null,
    })
    .execute();
  return eventId;
}

export interface OutboxOptions {
  retry?: RetrySchedule;
  /** The clock retries are scheduled by; tests move it instead of waiting. */
  now?: () => Date;
  /**
   * Longest pause of the delivery loop, so mail queued by another instance sharing the database, or re-queued
   * by an operator, is picked up.
   */
  pollIntervalMs?: number;
}

/** Mails one round claims at most; a full batch starts the next round at once. */
const BATCH = 50;

type DueMail = Pick<OutboxTable, 'event_id' | 'topic' | 'payload' | 'attempts' | 'next_attempt_at'>;

/**
 * Delivers stored mails: one loop per process, woken when a mail is queued and otherwise sleeping until the
 * next retry is due. Each round sends only the mails that are due.
 */
export class Outbox {
  private readonly retry: RetrySchedule;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private running: Promise<void> = Promise.resolve();
  private waiting: Promise<void> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private looping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer | undefined,
    private readonly log: FastifyBaseLogger,
    options: OutboxOptions = {},
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY_SCHEDULE;
    this.now = options.now ?? (() => new Date());
    this.pollIntervalMs = options.pollIntervalMs ?? 60_000;
  }

  /** Starts this process's delivery loop (main.ts); without a mailer mail stays stored. */
  start(): void {
    if (!this.mailer || this.looping) return;
    this.looping = true;
    void this.flush();
  }

  /** Stops the loop and waits for the round in progress. */
  async stop(): Promise<void> {
    this.looping = false;
    clearTimeout(this.timer);
    await (this.waiting ?? this.running);
  }

  /** A mail was queued: wakes the loop. Mail waiting for a later retry is not tried early. */
  kick(): void {
    if (!this.mailer) {
      this.log.info('SMTP_URL is not set: the message is stored in the outbox and not mailed');
      return;
    }
    void this.flush();
  }

  /**
   * Runs a delivery round of the due mail after the current one and resolves when it is done. Rounds never
   * overlap within an instance, and at most one waits, so a slow mail server does not pile rounds up.
   */
  flush(): Promise<void> {
    if (this.waiting) return this.waiting;
    clearTimeout(this.timer);
    const round = this.running.then(async () => {
      this.waiting = undefined;
      let pause = this.pollIntervalMs;
      try {
        pause = await this.deliverDue();
      } catch (error) {
        this.log.error({ err: error }, 'outbox delivery round failed');
      }
      if (this.looping && !this.waiting) {
        this.timer = setTimeout(() => void this.flush(), pause);
        this.timer.unref();
      }
    });
    this.waiting = round;
    this.running = round;
    return round;
  }

  /** Sends the due mails; returns how long the loop may sleep before the next one is due. */
  private async deliverDue(): Promise<number> {
    const mailer = this.mailer;
    if (!mailer) return this.pollIntervalMs;
    const due = await this.db
      .selectFrom('outbox')
      .select(['event_id', 'topic', 'payload', 'attempts', 'next_attempt_at'])
      .where('processed_at', 'is', null)
      .where('dead_at', 'is', null)
      .where('next_attempt_at', '<=', this.now().toISOString())
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .execute();
    for (const mail of due) await this.attempt(mailer, mail);
    if (due.length === BATCH) return 0;
    const next = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where('processed_at', 'is', null)
      .where('dead_at', 'is', null)
      .executeTakeFirst();
    const wait = next?.next ? Date.parse(next.next) - this.now().getTime() : NaN;
    return Number.isFinite(wait) ? Math.min(Math.max(wait, 0), this.pollIntervalMs) : this.pollIntervalMs;
  }

  private async attempt(mailer: Mailer, mail: DueMail): Promise<void> {
    const attempt = mail.attempts + 1;
    const nextAttemptAt = new Date(this.now().getTime() + retryDelay(this.retry, attempt)).toISOString();
    // Claim with a conditional update: another instance that read the same row loses. Moving the next attempt
    // forward first also means a process that dies while sending leaves the mail to be retried then.
    const claimed = await this.db
      .updateTable('outbox')
      .set({ attempts: attempt, next_attempt_at: nextAttemptAt })
      .where('event_id', '=', mail.event_id)
      .where('attempts', '=', mail.attempts)
      .where('next_attempt_at', '=', mail.next_attempt_at)
      .where('processed_at', 'is', null)
      .where('dead_at', 'is', null)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) return;
    try {
      await mailer.send(JSON.parse(mail.payload) as OutgoingMail);
      await this.db
        .updateTable('outbox')
        .set({ processed_at: this.now().toISOString(), last_error: null })
        .where('event_id', '=', mail.event_id)
        .execute();
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const context = { eventId: mail.event_id, topic: mail.topic, attempt, reason };
      if (isLastAttempt(this.retry, attempt)) {
        await this.db
          .updateTable('outbox')
          .set({ dead_at: this.now().toISOString(), last_error: reason })
          .where('event_id', '=', mail.event_id)
          .execute();
        this.log.error(
          context,
          'mail given up after its retry schedule and dead-lettered: list with `pnpm --filter api run mail dead`, send again with `pnpm --filter api run mail requeue <event id>`',
        );
      } else {
        await this.db
          .updateTable('outbox')
          .set({ last_error: reason })
          .where('event_id', '=', mail.event_id)
          .execute();
        this.log.warn({ ...context, nextAttemptAt }, 'mail not sent, will retry');
      }
    }
  }
}
