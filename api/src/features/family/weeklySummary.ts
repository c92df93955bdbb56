import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ChildProgress } from 'shared-contract';
import type { ChildProfilesTable, Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import { childProgress } from './dashboard';
import { profileRows } from './profiles';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe';
import { summaryWeekDue } from './weeks';

export const WEEKLY_SUMMARY_TOPIC = 'weekly-summary';

export interface WeeklySummaryOptions {
  /** Between two checks; the summaries are due from Monday morning, so a few checks an hour are plenty. */
  intervalMs?: number;
  /** The clock of the checks; tests move it. */
  now?: () => Date;
}

export interface WeeklySummarySettings {
  /** The API's public address with the stage, where the unsubscribe link points. */
  baseUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

function childLines(child: ChildProgress, week: string): string[] {
  const figures = child.weeks.find((entry) => entry.weekStart === week) ?? { lessons: 0, exercises: 0 };
  return [
    `${oneLine(child.name)}: ${plural(figures.lessons, 'lesson')} completed, ${plural(figures.exercises, 'exercise')} passed.`,
    ...child.courses.map((course) => `  ${course.courseName}: ${course.percent}% done`),
  ];
}

/** The parent's mail: each child by first name, their week and their courses, and how to stop the mails. */
export function weeklySummaryMail(
  to: string,
  week: string,
  children: ChildProgress[],
  unsubscribeUrl: string,
): OutgoingMail {
  return {
    to,
    subject: "Your children's week at PyLearn Academy",
    text: [
      'Hello,',
      '',
      `Here is what your children did in the week starting Monday ${week}:`,
      '',
      ...children.flatMap((child) => [...childLines(child, week), '']),
      'See more on the family page of the site.',
      '',
      `To stop these weekly mails, open: ${unsubscribeUrl}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Queues each opted-in parent's summary of the past week once: on Monday morning in the family's time zone, or
 * at the first check after it. The weekly_summaries row and the mail are written in one transaction; the row's
 * key (account, week) lets only one instance, and one check, write them.
 */
export class WeeklySummaries {
  private readonly intervalMs: number;
  private readonly now: () => Date;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> = Promise.resolve(0);

  constructor(
    private readonly db: Kysely<Database>,
    private readonly outbox: Outbox,
    private readonly log: FastifyBaseLogger,
    private readonly settings: WeeklySummarySettings,
    options: WeeklySummaryOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 15 * 60_000;
    this.now = options.now ?? (() => new Date());
  }

  /** Starts the checks (main.ts): one at once, then every interval. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      void this.check().catch((error: unknown) =>
        this.log.error({ err: error }, 'weekly summary check failed'),
      );
    };
    this.timer = setInterval(tick, this.intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running.catch(() => 0);
  }

  /** One check of every opted-in family; resolves with the number of summaries this instance queued. */
  check(): Promise<number> {
    this.running = this.running.catch(() => 0).then(() => this.queueDue());
    return this.running;
  }

  private async queueDue(): Promise<number> {
    const now = this.now();
    const families = await this.db
      .selectFrom('family_settings')
      .innerJoin('user_profiles', 'user_profiles.user_id', 'family_settings.account_id')
      .select(['family_settings.account_id', 'family_settings.time_zone', 'user_profiles.user_email'])
      .where('family_settings.weekly_summary', '=', 1)
      // Only to an address the identity provider gave (a record made before it was asked waits for its next
      // sign-in to be checked: users/userRoutes.ts).
      .where('user_profiles.email_checked', '=', 1)
      .execute();
    let queued = 0;
    for (const family of families) {
      const week = summaryWeekDue(now, family.time_zone);
      if (!week) continue;
      try {
        if (await this.queueFamily(family.account_id, family.user_email, family.time_zone, week, now))
          queued += 1;
      } catch (error) {
        // One family's failure must not keep the others' summaries back; the next check tries it again.
        this.log.error({ err: error, week }, 'weekly summary not queued');
      }
    }
    if (queued > 0) this.outbox.kick();
    return queued;
  }

  private async queueFamily(accountId: string, email: string, zone: string, week: string, now: Date) {
    const sent = await this.db
      .selectFrom('weekly_summaries')
      .select('week_start')
      .where('account_id', '=', accountId)
      .where('week_start', '=', week)
      .executeTakeFirst();
    if (sent) return false;
    const profiles = await profileRows(this.db, accountId);
    if (profiles.length === 0) return false;
    return this.queue(accountId, email, zone, week, profiles, now);
  }

  private async queue(
    accountId: string,
    email: string,
    zone: string,
    week: string,
    profiles: Selectable<ChildProfilesTable>[],
    now: Date,
  ): Promise<boolean> {
    const children = await Promise.all(profiles.map((profile) => childProgress(this.db, profile, zone, now)));
    const token = unsubscribeToken(this.settings.secret, accountId);
    const link = `${this.settings.baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('weekly_summaries')
        .values({ account_id: accountId, week_start: week, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['account_id', 'week_start']).doNothing())
        .executeTakeFirst();
      // Another instance (or an earlier check) wrote this week's row: its mail is the one.
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await enqueueMail(trx, WEEKLY_SUMMARY_TOPIC, weeklySummaryMail(email, week, children, link));
      return true;
    });
  }
}
