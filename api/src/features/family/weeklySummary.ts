import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import type { ChildProgress } from 'shared-contract';
import type { ChildProfilesTable, Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { enqueueMail, type Outbox } from '../../mail/outbox';
import { escapeHtml } from '../payments/sandboxPage';
import { childProgress } from './dashboard';
import { profileRows } from './profiles';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe';
import { summaryWeekDue, weekStartOf } from './weeks';

export const WEEKLY_SUMMARY_TOPIC = 'weekly-summary';

/** Where the mail's link leads: the parent's dashboard on the site. */
export const FAMILY_PAGE_PATH = '/family';

export interface WeeklySummaryOptions {
  /** Between two checks; the summaries are due from Monday morning, so a few checks an hour are plenty. */
  intervalMs?: number;
  /** The family's clock: the checks, the opt-in and the dashboard's weeks. Tests move it. */
  now?: () => Date;
}

export interface WeeklySummarySettings {
  /** The API's public address with the stage, where the unsubscribe link points. */
  baseUrl: string;
  /** The site's origin (SHELL_URL), where the link to the family page points. */
  shellUrl: string;
  /** Signs the unsubscribe links. */
  secret: string;
}

export interface WeeklySummaryMail {
  to: string;
  /** Monday of the summarised week (YYYY-MM-DD). */
  week: string;
  /** Each child's figures as the dashboard shows them. */
  children: ChildProgress[];
  familyUrl: string;
  unsubscribeUrl: string;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

const longDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A week's Monday (YYYY-MM-DD) as people write it: "Monday 30 November 2026". */
export function readableWeek(week: string): string {
  const parts = Object.fromEntries(
    longDate.formatToParts(new Date(`${week}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${parts.weekday} ${parts.day} ${parts.month} ${parts.year}`;
}

/** The child's week: lessons, exercises and chapter summaries, each counted on its own as on the dashboard. */
function weekText(child: ChildProgress, week: string): string {
  const figures = child.weeks.find((entry) => entry.weekStart === week) ?? {
    lessons: 0,
    exercises: 0,
    summaries: 0,
  };
  return `${plural(figures.lessons, 'lesson')} completed, ${plural(figures.exercises, 'exercise')} passed, ${plural(figures.summaries, 'chapter summary', 'chapter summaries')} completed.`;
}

/** A course so far: lessons (with the share done), then exercises and summaries where it has any. */
function courseText(course: ChildProgress['courses'][number]): string {
  const parts = [
    `${course.lessons.done} of ${plural(course.lessons.total, 'lesson')} (${course.percent}%)`,
    course.exercises.total > 0 && `${course.exercises.done} of ${plural(course.exercises.total, 'exercise')}`,
    course.summaries.total > 0 &&
      `${course.summaries.done} of ${plural(course.summaries.total, 'chapter summary', 'chapter summaries')}`,
  ].filter((part): part is string => typeof part === 'string');
  return `${oneLine(course.courseName)} so far: ${parts.join(', ')}`;
}

const SUBJECT = "Your children's week at PyLearn Academy";

function plainText({ week, children, familyUrl, unsubscribeUrl }: WeeklySummaryMail): string {
  return [
    'Hello,',
    '',
    `Here is what your children did in the week of ${readableWeek(week)}:`,
    '',
    ...children.flatMap((child) => [
      `${oneLine(child.name)}: ${weekText(child, week)}`,
      ...child.courses.map((course) => `  ${courseText(course)}`),
      '',
    ]),
    `See each child's progress, and the programs they wrote, on your family page: ${familyUrl}`,
    '',
    `To stop these weekly mails, open: ${unsubscribeUrl}`,
    '',
  ].join('\n');
}

/** The same mail as a page: a heading per child, every value escaped (names and course names are data). */
function html({ week, children, familyUrl, unsubscribeUrl }: WeeklySummaryMail): string {
  const childPart = (child: ChildProgress) =>
    [
      `<h2 style="font-size:1.15em;margin:1.2em 0 0.3em">${escapeHtml(oneLine(child.name))}</h2>`,
      `<p style="margin:0 0 0.4em">${escapeHtml(weekText(child, week))}</p>`,
      child.courses.length > 0 &&
        `<ul style="margin:0;padding-left:1.2em">${child.courses
          .map((course) => `<li>${escapeHtml(courseText(course))}</li>`)
          .join('')}</ul>`,
    ]
      .filter(Boolean)
      .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(SUBJECT)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#1a1a1a;max-width:40em;margin:0 auto;padding:1em">
<p>Hello,</p>
<p>Here is what your children did in the week of <strong>${escapeHtml(readableWeek(week))}</strong>:</p>
${children.map(childPart).join('\n')}
<p style="margin-top:1.5em"><a href="${escapeHtml(familyUrl)}" style="color:#0b57d0">See each child's progress, and the programs they wrote, on your family page</a></p>
<p style="font-size:0.9em;color:#4a4a4a">You get this e-mail because you turned on the weekly summary. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#4a4a4a">Stop these weekly mails</a></p>
</body>
</html>
`;
}

/** The parent's mail, as plain text and as HTML: each child by first name, their week and their courses. */
export function weeklySummaryMail(mail: WeeklySummaryMail): OutgoingMail {
  return {
    to: mail.to,
    subject: SUBJECT,
    text: plainText(mail),
    html: html(mail),
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Queues each opted-in parent's summary of the past week once: on Monday morning in the family's time zone, or
 * at the first check after it. A week that ended before the parent opted in is never mailed. A child is in the
 * summaries from their first whole week in the family (not the week they were added in), so the family's first
 * mail is of its first full week. The weekly_summaries row and the mail are written in one transaction; the row's
 * key (account, week) lets only one instance, and one check, write them.
 */
export class WeeklySummaries {
  private readonly intervalMs: number;
  /** The family's clock (the summary's weeks, the opt-in, the dashboard): the time tests set. */
  readonly now: () => Date;
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
      .select([
        'family_settings.account_id',
        'family_settings.time_zone',
        'family_settings.weekly_summary_since',
        'user_profiles.user_email',
      ])
      .where('family_settings.weekly_summary', '=', 1)
      // Only to an address the identity provider gave (a record made before it was asked waits for its next
      // sign-in to be checked: users/userRoutes.ts).
      .where('user_profiles.email_checked', '=', 1)
      .execute();
    let queued = 0;
    for (const family of families) {
      try {
        const week = summaryWeekDue(now, family.time_zone);
        if (!week) continue;
        const since = family.weekly_summary_since;
        // The week ended before the parent opted in: their first summary is of the week they opted in.
        if (since !== null && weekStartOf(new Date(since), family.time_zone) > week) continue;
        if (await this.queueFamily(family.account_id, family.user_email, family.time_zone, week, now))
          queued += 1;
      } catch (error) {
        // One family's failure (even a row this version cannot read) must not keep the others' summaries back;
        // the next check tries it again.
        this.log.error({ err: error, accountId: family.account_id }, 'weekly summary not queued');
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
    // Only the children who were in the family the whole week: the first summary is of the family's first full
    // week, not of the few days it existed before it.
    const profiles = (await profileRows(this.db, accountId)).filter(
      (profile) => weekStartOf(new Date(profile.created_at), zone) < week,
    );
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
    const mail = weeklySummaryMail({
      to: email,
      week,
      children,
      familyUrl: new URL(FAMILY_PAGE_PATH, this.settings.shellUrl).toString(),
      unsubscribeUrl: `${this.settings.baseUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    });
    return this.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('weekly_summaries')
        .values({ account_id: accountId, week_start: week, sent_at: now.toISOString() })
        .onConflict((conflict) => conflict.columns(['account_id', 'week_start']).doNothing())
        .executeTakeFirst();
      // Another instance (or an earlier check) wrote this week's row: its mail is the one.
      if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
      await enqueueMail(trx, WEEKLY_SUMMARY_TOPIC, mail);
      return true;
    });
  }
}
