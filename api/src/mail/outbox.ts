import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PostgresAdapter, type ExpressionBuilder, type Kysely, type Updateable } from 'kysely';
import type { Database, OutboxTable } from '../db/schema';
import type { Mailer, OutgoingMail, SmtpTimeouts } from './mailer';

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
      leased_by: null,
      leased_until: null,
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
  /**
   * How long a claimed mail stays reserved for this instance: longer than one SMTP attempt can take (connect
   * plus socket timeout), so a live instance has recorded the result before another may take the mail over.
   */
  leaseMs?: number;
  /** Names this instance in its leases; a random id by default. */
  instanceId?: string;
}

/** Mails one round claims at most; a full batch starts the next round at once. */
const BATCH = 50;

export const DEFAULT_LEASE_MS = 5 * 60_000;

/** A lease comfortably longer than one SMTP attempt with these timeouts, at least the default. */
export function outboxLease(timeouts: SmtpTimeouts): number {
  return Math.max(DEFAULT_LEASE_MS, 2 * (timeouts.connectMs + timeouts.socketMs));
}

type DueMail = Pick<OutboxTable, 'event_id' | 'topic' | 'payload' | 'attempts' | 'next_attempt_at'>;

const pending = (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.and([eb('processed_at', 'is', null), eb('dead_at', 'is', null)]);

/** Held by no instance, or by one whose lease has run out (it died or stalled). */
const unleased = (at: string) => (eb: ExpressionBuilder<Database, 'outbox'>) =>
  eb.or([eb('leased_until', 'is', null), eb('leased_until', '<=', at)]);

/**
 * Delivers stored mails: one loop per process, woken when a mail is queued and otherwise sleeping until the
 * next retry is due. Each round sends only the mails that are due.
 *
 * Several instances may share the database: a round first leases the due mails it will send, and only the
 * lease holder sends a mail and records its result, so each is sent by one instance at a time. Delivery is
 * at least once, not exactly once, in one case: an instance that dies after the mail server took a mail but
 * before recording it leaves a lease that runs out, and another instance sends the mail again.
 */
export class Outbox {
  private readonly retry: RetrySchedule;
  private readonly now: () => Date;
  private readonly pollIntervalMs: number;
  private readonly leaseMs: number;
  private readonly instanceId: string;
  /** PostgreSQL claims with FOR UPDATE SKIP LOCKED; SQLite has no row locks and runs one writer at a time. */
  private readonly rowLocks: boolean;
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
    this.leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.instanceId = options.instanceId ?? randomUUID();
    this.rowLocks = db.getExecutor().adapter instanceof PostgresAdapter;
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
    const claimed = await this.claimDue();
    claimed.sort((a, b) => a.next_attempt_at.localeCompare(b.next_attempt_at));
    for (const mail of claimed) await this.attempt(mailer, mail);
    if (claimed.length === BATCH) return 0;
    return this.untilNextDue();
  }

  /**
   * Leases up to a batch of due, unleased mails to this instance in one statement and returns them. On
   * PostgreSQL the rows another instance is claiming at the same moment are skipped, not waited for; SQLite
   * runs the statement as one write transaction, so two instances never claim the same row.
   */
  private async claimDue(): Promise<DueMail[]> {
    const now = this.now();
    const at = now.toISOString();
    const due = this.db
      .selectFrom('outbox')
      .select('event_id')
      .where(pending)
      .where('next_attempt_at', '<=', at)
      .where(unleased(at))
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .$if(this.rowLocks, (query) => query.forUpdate().skipLocked());
    return this.db
      .updateTable('outbox')
      .set({ leased_by: this.instanceId, leased_until: this.leaseEnd(now) })
      .where('event_id', 'in', due)
      .returning(['event_id', 'topic', 'payload', 'attempts', 'next_attempt_at'])
      .execute();
  }

  /** Until the earliest unleased mail is due or a lease runs out, at most the poll interval. */
  private async untilNextDue(): Promise<number> {
    const now = this.now();
    const at = now.toISOString();
    const free = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('next_attempt_at').as('next'))
      .where(pending)
      .where(unleased(at))
      .executeTakeFirst();
    const held = await this.db
      .selectFrom('outbox')
      .select((eb) => eb.fn.min('leased_until').as('next'))
      .where(pending)
      .where('leased_until', '>', at)
      .executeTakeFirst();
    const waits = [free?.next, held?.next]
      .map((next) => (next ? Date.parse(next) - now.getTime() : NaN))
      .filter(Number.isFinite);
    return waits.length
      ? Math.min(Math.max(Math.min(...waits), 0), this.pollIntervalMs)
      : this.pollIntervalMs;
  }

  private leaseEnd(now: Date): string {
    return new Date(now.getTime() + this.leaseMs).toISOString();
  }

  /** Records the outcome of a send and ends the lease, if this instance still holds it. */
  private async settle(mail: DueMail, values: Updateable<OutboxTable>): Promise<boolean> {
    const result = await this.db
      .updateTable('outbox')
      .set({ ...values, leased_by: null, leased_until: null })
      .where('event_id', '=', mail.event_id)
      .where('leased_by', '=', this.instanceId)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) return true;
    this.log.warn(
      { eventId: mail.event_id, topic: mail.topic },
      'mail lease ran out while sending: another instance took it over and may send it again',
    );
    return false;
  }

  private async attempt(mailer: Mailer, mail: DueMail): Promise<void> {
    const attempt = mail.attempts + 1;
    const now = this.now();
    const nextAttemptAt = new Date(now.getTime() + retryDelay(this.retry, attempt)).toISOString();
    // Counts the attempt and renews the lease for this one send, if the lease is still this instance's: a
    // batch that took longer than a lease may have lost its last mails to another instance. The next attempt
    // is scheduled first, so a process that dies while sending leaves the mail to be retried then.
    const started = await this.db
      .updateTable('outbox')
      .set({ attempts: attempt, next_attempt_at: nextAttemptAt, leased_until: this.leaseEnd(now) })
      .where('event_id', '=', mail.event_id)
      .where('leased_by', '=', this.instanceId)
      .where(pending)
      .executeTakeFirst();
    if (Number(started.numUpdatedRows) !== 1) return;
    try {
      await mailer.send(JSON.parse(mail.payload) as OutgoingMail);
      await this.settle(mail, { processed_at: this.now().toISOString(), last_error: null });
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      const context = { eventId: mail.event_id, topic: mail.topic, attempt, reason };
      if (isLastAttempt(this.retry, attempt)) {
        if (!(await this.settle(mail, { dead_at: this.now().toISOString(), last_error: reason }))) return;
        this.log.error(
          context,
          'mail given up after its retry schedule and dead-lettered: list with `pnpm --filter api run mail dead`, send again with `pnpm --filter api run mail requeue <event id>`',
        );
      } else {
        if (!(await this.settle(mail, { last_error: reason }))) return;
        this.log.warn({ ...context, nextAttemptAt }, 'mail not sent, will retry');
      }
    }
  }
}
