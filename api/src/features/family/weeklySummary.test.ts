import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { familyMessages, type ChildProgress } from 'shared-contract';
import { buildApp } from '../../app';
import { connect } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { describeApi, type ApiEnv } from '../../testing/apiHarness';
import { backends, type TestDatabase } from '../../testing/databases';
import { enroll } from '../learning/enrollments';
import { saveWeeklySummary } from './settings';
import { addChild } from './testing';
import { UNSUBSCRIBE_PATH, unsubscribeToken } from './unsubscribe';
import { WEEKLY_SUMMARY_TOPIC, weeklySummaryMail } from './weeklySummary';

const SECRET = 'weekly-summary-test-secret-0123456789abcdef';
const STAGE = '/dev';
const DAY = 24 * 60 * 60_000;
/** Monday 23 November 2026, 09:00 UTC: 10:00 in Berlin, 22:00 in Auckland, 04:00 in New York. */
const MONDAY = Date.parse('2026-11-23T09:00:00Z');

interface Family {
  account: string;
  zone: string;
  summary: boolean;
  children: string[];
  /** false: a record made before the API asked the identity provider for the address. */
  emailChecked?: boolean;
}

const families: Family[] = [
  { account: 'sum-berlin', zone: 'Europe/Berlin', summary: true, children: ['Mia', 'Leo'] },
  { account: 'sum-auckland', zone: 'Pacific/Auckland', summary: true, children: ['Aroha'] },
  { account: 'sum-new-york', zone: 'America/New_York', summary: true, children: ['Sam'] },
  { account: 'sum-off', zone: 'Europe/Berlin', summary: false, children: ['Noa'] },
  { account: 'sum-unchecked', zone: 'Europe/Paris', summary: true, children: ['Ana'], emailChecked: false },
];

async function addFamily(db: Kysely<Database>, family: Family): Promise<void> {
  const now = new Date(MONDAY - 30 * DAY).toISOString();
  await db
    .insertInto('user_profiles')
    .values({
      user_id: family.account,
      user_email: `${family.account}@example.com`,
      first_name: 'Parent',
      last_name: 'Surname',
      user_name: 'parent',
      public_profile: 0,
      lfg: 0,
      klaviyo_profile_id: null,
      referral_link: 'None',
      email_checked: family.emailChecked === false ? 0 : 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await db
    .insertInto('family_settings')
    .values({
      account_id: family.account,
      pin_hash: null,
      pin_failures: 0,
      pin_locked_until: null,
      weekly_summary: family.summary ? 1 : 0,
      time_zone: family.zone,
      updated_at: now,
    })
    .execute();
  for (const name of family.children)
    await db
      .insertInto('child_profiles')
      .values({
        profile_id: randomUUID(),
        account_id: family.account,
        name,
        avatar: 'fox',
        birth_year: 2015,
        created_at: now,
      })
      .execute();
}

const summaryMails = async (db: Kysely<Database>) =>
  (
    await db
      .selectFrom('outbox')
      .select('payload')
      .where('topic', '=', WEEKLY_SUMMARY_TOPIC)
      .orderBy('created_at')
      .execute()
  ).map((row) => JSON.parse(row.payload) as OutgoingMail);

/** A child's figures as the dashboard gives them: one course with a name HTML would read as markup. */
const figures = (name: string, lessons: number): ChildProgress => ({
  profileId: randomUUID(),
  name,
  avatar: 'fox',
  courses: [
    {
      courseId: 1,
      courseName: 'Loops & <Lists>',
      percent: 41,
      lessons: { done: 12, total: 29 },
      exercises: { done: 3, total: 7 },
      summaries: { done: 1, total: 2 },
      nextLesson: null,
    },
  ],
  lessonsThisWeek: 0,
  exercisesThisWeek: 0,
  summariesThisWeek: 0,
  weeklyGoal: 3,
  lastActivity: null,
  weeks: [{ weekStart: '2026-11-30', lessons, exercises: 1, summaries: 0 }],
});

describe('the weekly summary mail', () => {
  const link = 'https://api.example.com/dev/family/weekly-summary/unsubscribe?token=abc.def';
  const mail = weeklySummaryMail({
    to: 'parent@example.com',
    week: '2026-11-30',
    children: [figures('Mia', 2), figures('Leo', 1)],
    familyUrl: 'https://pylearn.example/family',
    unsubscribeUrl: link,
  });

  it('carries the one-click unsubscribe headers and both parts through nodemailer (RFC 8058)', async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({ from: 'PyLearn Academy <support@pylearn.academy>', ...mail });
    const raw = (info.message as Buffer).toString();
    assert.match(raw, new RegExp(`^List-Unsubscribe:\\s+<${link.replace(/[.?]/g, '\\$&')}>\r?$`, 'm'));
    assert.match(raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    assert.match(raw, /^Content-Type: multipart\/alternative;/m);
    assert.match(raw, /^Content-Type: text\/plain; charset=utf-8\r?$/m);
    assert.match(raw, /^Content-Type: text\/html; charset=utf-8\r?$/m);
  });

  it('says the week as people write it, counts lessons, exercises and summaries apart and links the family page', () => {
    assert.match(mail.text, /in the week of Monday 30 November 2026:/);
    assert.match(
      mail.text,
      /^Mia: 2 lessons completed, 1 exercise passed, 0 chapter summaries completed\.$/m,
    );
    assert.match(mail.text, /^Leo: 1 lesson completed, 1 exercise passed, 0 chapter summaries completed\.$/m);
    assert.match(
      mail.text,
      /^ {2}Loops & <Lists> so far: 12 of 29 lessons \(41%\), 3 of 7 exercises, 1 of 2 chapter summaries$/m,
    );
    assert.match(mail.text, /on your family page: https:\/\/pylearn\.example\/family$/m);
    assert.doesNotMatch(mail.text, /2026-11-30/, 'no ISO date');
    const html = mail.html ?? '';
    assert.match(html, /^<!doctype html>\n<html lang="en">/);
    assert.match(html, /week of <strong>Monday 30 November 2026<\/strong>/);
    assert.match(html, /<h2[^>]*>Mia<\/h2>/);
    assert.match(html, /<a href="https:\/\/pylearn\.example\/family"[^>]*>See each child's progress/);
    assert.ok(html.includes(`<a href="${link}"`), 'the unsubscribe link');
    assert.ok(html.includes('Loops &amp; &lt;Lists&gt;') && !html.includes('<Lists>'), 'data is escaped');
  });
});

for (const backend of backends) {
  describe(`the weekly summary (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    let other: Kysely<Database> | undefined;
    let clock = MONDAY;
    const apps: FastifyInstance[] = [];

    before(async () => {
      database = await backend.open();
      if (!database) return;
      // PostgreSQL: a second pool, as another process would open it. SQLite is one process's database (its
      // driver blocks the process while it waits for a lock), so both instances share the connection there.
      other = backend.name === 'postgres' ? connect(database.target, () => undefined) : undefined;
      for (const db of [database.db, other ?? database.db])
        apps.push(
          await buildApp({
            db,
            stage: STAGE,
            fileLinkSecret: SECRET,
            weeklySummary: { now: () => new Date(clock) },
          }),
        );
      for (const family of families) await addFamily(database.db, family);
      const [mia] = await database.db
        .selectFrom('child_profiles')
        .select('profile_id')
        .where('name', '=', 'Mia')
        .execute();
      assert.ok(mia);
      await database.db
        .insertInto('enrollments')
        .values({
          user_id: mia.profile_id,
          course_id: 1,
          source: 'free-trial',
          enrolled_at: new Date(MONDAY - 6 * DAY).toISOString(),
          coupon_code: null,
        })
        .execute();
      await database.db
        .insertInto('completed_steps')
        .values(
          [1, 2].map((lesson_id) => ({
            user_id: mia.profile_id,
            course_id: 1,
            lesson_id,
            completed_at: new Date(MONDAY - 5 * DAY).toISOString(),
          })),
        )
        .execute();
    });

    after(async () => {
      for (const app of apps) await app.close();
      await other?.destroy();
      await database?.close();
    });

    function ready(t: TestContext): Kysely<Database> | undefined {
      if (database) return database.db;
      t.skip(`${backend.name} is not available on this machine`);
      return undefined;
    }

    const checkOnBoth = async () =>
      (await Promise.all(apps.map((app) => app.weeklySummaries.check()))).reduce((a, b) => a + b, 0);

    it('queues one mail per opted-in family and week while two instances check at once, and none on a second check', async (t) => {
      const db = ready(t);
      if (!db) return;
      assert.equal(await checkOnBoth(), 2);
      const mails = await summaryMails(db);
      assert.deepEqual(
        mails.map((mail) => mail.to).sort(),
        ['sum-auckland@example.com', 'sum-berlin@example.com'],
        'New York is still before Monday morning; the family that opted out gets none, nor one whose address the identity provider has not given',
      );
      const rows = await db.selectFrom('weekly_summaries').selectAll().orderBy('account_id').execute();
      assert.deepEqual(
        rows.map((row) => [row.account_id, row.week_start]),
        [
          ['sum-auckland', '2026-11-16'],
          ['sum-berlin', '2026-11-16'],
        ],
      );
      const berlin = mails.find((mail) => mail.to === 'sum-berlin@example.com');
      assert.ok(berlin);
      assert.match(berlin.text, /week of Monday 16 November 2026:/);
      assert.match(
        berlin.text,
        /^Mia: 2 lessons completed, 0 exercises passed, 0 chapter summaries completed\.$/m,
      );
      assert.match(
        berlin.text,
        /^Leo: 0 lessons completed, 0 exercises passed, 0 chapter summaries completed\.$/m,
      );
      assert.match(berlin.text, /^ {2}Python Free Trial so far: 2 of 29 lessons \(6%\), 0 of 7 exercises/m);
      assert.ok(!berlin.text.includes('Surname') && !berlin.text.includes('sum-berlin@'), 'first names only');
      const link = `http://127.0.0.1:4000${STAGE}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(SECRET, 'sum-berlin'))}`;
      assert.ok(berlin.text.includes(link));
      assert.deepEqual(berlin.headers, {
        'List-Unsubscribe': `<${link}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });

      assert.equal(await checkOnBoth(), 0, 'the same week again: nothing');
      clock = MONDAY + 4 * 60 * 60_000;
      assert.equal(await checkOnBoth(), 1, 'New York after 7:00 on Monday');
      assert.equal(await checkOnBoth(), 0);
      assert.equal((await summaryMails(db)).length, 3);
    });

    it('unsubscribes with the signed one-click link, and refuses a bad or tampered token', async (t) => {
      const db = ready(t);
      const app = apps[0];
      if (!db || !app) return;
      const token = unsubscribeToken(SECRET, 'sum-berlin');
      const url = (value: string) => `${STAGE}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(value)}`;
      const flag = async (account: string) =>
        (
          await db
            .selectFrom('family_settings')
            .select('weekly_summary')
            .where('account_id', '=', account)
            .executeTakeFirstOrThrow()
        ).weekly_summary;

      const page = await app.inject({ method: 'GET', url: url(token) });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /text\/html/);
      assert.match(page.body, /<form method="post"[^>]*><button type="submit">Unsubscribe<\/button><\/form>/);
      assert.equal(await flag('sum-berlin'), 1, 'opening the link changes nothing');

      const [encoded, signature = ''] = token.split('.');
      const forged = [
        unsubscribeToken('another-secret-0123456789abcdef0123456789', 'sum-berlin'),
        `${Buffer.from('sum-auckland').toString('base64url')}.${signature}`,
        `${encoded}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
        'garbage',
        '',
      ];
      for (const bad of forged)
        for (const method of ['GET', 'POST'] as const) {
          const refused: LightMyRequestResponse = await app.inject({ method, url: url(bad) });
          assert.equal(refused.statusCode, 400, `${method} ${bad}`);
          assert.match(refused.body, /not valid/);
        }
      assert.equal(await flag('sum-auckland'), 1);
      assert.equal(await flag('sum-berlin'), 1);

      const oneClick = await app.inject({
        method: 'POST',
        url: url(token),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      assert.equal(oneClick.statusCode, 200, oneClick.body);
      assert.ok(oneClick.body.includes(familyMessages.summaryUnsubscribed));
      assert.equal(await flag('sum-berlin'), 0);
      // RFC 8058 mail programs post the one-click request as multipart/form-data.
      await saveWeeklySummary(db, 'sum-berlin', true);
      const multipart = await app.inject({
        method: 'POST',
        url: url(token),
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n',
      });
      assert.equal(multipart.statusCode, 200, multipart.body);
      assert.equal(await flag('sum-berlin'), 0);

      clock = MONDAY + 7 * DAY + 4 * 60 * 60_000;
      assert.equal(
        await checkOnBoth(),
        2,
        'the next week: Auckland and New York, not the unsubscribed parent',
      );
      const next = (await summaryMails(db))
        .slice(3)
        .map((mail) => mail.to)
        .sort();
      assert.deepEqual(next, ['sum-auckland@example.com', 'sum-new-york@example.com']);
    });
  });
}

/** Saturday 5 December 2026, 18:00 in London (UTC in winter): the family is made and the summary switched on. */
const SATURDAY = Date.parse('2026-12-05T18:00:00Z');
const HOUR = 60 * 60_000;
/** Tuesday 8 December 2026, 16:00 in London: in the family's first full week. */
const TUESDAY = Date.parse('2026-12-08T16:00:00Z');
const at = (instant: number) => new Date(instant).toISOString();

let familyClock = SATURDAY;

describeApi(
  'the first weekly summary',
  (test) => {
    /** A parent account whose address is `<id>@example.com`. */
    const registerParent = (env: ApiEnv, parent: string) =>
      env.ok(
        'registerUserData',
        { userId: parent, userEmail: `${parent}@example.com`, referralLink: 'None', userName: 'Parent' },
        { as: parent },
      );
    const mailsTo = async (env: ApiEnv, to: string) =>
      (await summaryMails(env.db)).filter((mail) => mail.to === to);

    test('opting in on a Saturday sends nothing until the week after the family’s first full week, with the dashboard’s figures', async (env) => {
      const parent = 'sum-saturday';
      const email = `${parent}@example.com`;
      familyClock = SATURDAY;
      await registerParent(env, parent);
      await enroll(env.db, parent, 1, 'free-trial');
      const mia = await addChild(env, parent, 'Mia');
      const leo = await addChild(env, parent, 'Leo');
      // The family was made an hour before the parent opted in, on the same Saturday.
      await env.db
        .updateTable('child_profiles')
        .set({ created_at: at(SATURDAY - HOUR) })
        .where('account_id', '=', parent)
        .execute();
      // Mia's Tuesday of the family's first full week: two lessons, an exercise (passed, then its step) and a
      // chapter summary.
      await env.db
        .insertInto('completed_steps')
        .values(
          [1, 2, 8, 18].map((lesson_id) => ({
            user_id: mia,
            course_id: 1,
            lesson_id,
            completed_at: at(TUESDAY),
          })),
        )
        .execute();
      await env.db
        .insertInto('exercise_attempts')
        .values({
          attempt_id: randomUUID(),
          user_id: mia,
          lesson_id: 8,
          course_id: 1,
          code: 'print("Happy birthday!")',
          result: 'passed',
          hints_used: 0,
          created_at: at(TUESDAY - 60_000),
        })
        .execute();
      await env.ok('getFamilyDashboard', { timeZone: 'Europe/London' }, { as: parent });
      await env.ok('setWeeklySummary', { enabled: true }, { as: parent });

      for (const instant of [
        SATURDAY + HOUR / 4,
        Date.parse('2026-12-06T23:59:00Z'),
        Date.parse('2026-12-07T07:05:00Z'),
        Date.parse('2026-12-13T23:59:00Z'),
        Date.parse('2026-12-14T06:59:00Z'),
      ]) {
        familyClock = instant;
        // A second click on the switch keeps the time it was first switched on.
        await env.ok('setWeeklySummary', { enabled: true }, { as: parent });
        await env.app.weeklySummaries.check();
        assert.deepEqual(await mailsTo(env, email), [], `nothing at ${at(instant)}`);
      }
      const rows = await env.db
        .selectFrom('weekly_summaries')
        .selectAll()
        .where('account_id', '=', parent)
        .execute();
      assert.deepEqual(
        rows,
        [],
        'no week is taken either: not the days the family existed before its first week',
      );

      // A child added on the Monday morning of that week was not in the family all of it.
      const zoe = await addChild(env, parent, 'Zoe');
      await env.db
        .updateTable('child_profiles')
        .set({ created_at: '2026-12-07T06:00:00.000Z' })
        .where('profile_id', '=', zoe)
        .execute();
      familyClock = Date.parse('2026-12-14T07:05:00Z');
      await env.app.weeklySummaries.check();
      const [first, ...more] = await mailsTo(env, email);
      assert.ok(first);
      assert.deepEqual(more, [], 'one mail');
      assert.match(first.text, /in the week of Monday 7 December 2026:/);
      assert.match(first.html ?? '', /week of <strong>Monday 7 December 2026<\/strong>/);
      assert.match(
        first.text,
        /^Mia: 2 lessons completed, 1 exercise passed, 1 chapter summary completed\.$/m,
      );
      assert.match(
        first.text,
        /^Leo: 0 lessons completed, 0 exercises passed, 0 chapter summaries completed\.$/m,
      );
      assert.doesNotMatch(first.text, /Zoe/);
      assert.match(first.text, /on your family page: http:\/\/127\.0\.0\.1:8080\/family$/m);
      assert.match(first.html ?? '', /<a href="http:\/\/127\.0\.0\.1:8080\/family"/);

      // Every figure of the mail is the dashboard's, read at the same moment.
      const { children } = await env.ok('getFamilyDashboard', { timeZone: 'Europe/London' }, { as: parent });
      for (const child of children.filter((each) => each.profileId !== zoe)) {
        const week = child.weeks.find((entry) => entry.weekStart === '2026-12-07');
        assert.ok(week, child.name);
        const line = new RegExp(
          `^${child.name}: ${week.lessons} lessons? completed, ${week.exercises} exercises? passed, ${week.summaries} chapter summar(y|ies) completed\\.$`,
          'm',
        );
        assert.match(first.text, line);
        for (const course of child.courses)
          assert.ok(
            first.text.includes(
              `  ${course.courseName} so far: ${course.lessons.done} of ${course.lessons.total} lessons (${course.percent}%), ${course.exercises.done} of ${course.exercises.total} exercises, ${course.summaries.done} of ${course.summaries.total} chapter summaries`,
            ),
            `${child.name}: ${course.courseName}`,
          );
      }
      const miaFigures = children.find((child) => child.profileId === mia);
      assert.deepEqual(miaFigures?.weeks.at(-2), {
        weekStart: '2026-12-07',
        lessons: 2,
        exercises: 1,
        summaries: 1,
      });
      assert.deepEqual(
        [
          miaFigures?.courses[0]?.lessons,
          miaFigures?.courses[0]?.exercises,
          miaFigures?.courses[0]?.summaries,
        ],
        [
          { done: 2, total: 29 },
          { done: 1, total: 7 },
          { done: 1, total: 2 },
        ],
        'the free trial: 29 lessons, 7 exercises and 2 chapter summaries, counted apart',
      );
      assert.ok(children.some((child) => child.profileId === leo));

      await env.app.weeklySummaries.check();
      assert.equal((await mailsTo(env, email)).length, 1, 'the same week once');
      familyClock = Date.parse('2026-12-21T07:05:00Z');
      await env.app.weeklySummaries.check();
      const second = (await mailsTo(env, email))[1];
      assert.match(second?.text ?? '', /in the week of Monday 14 December 2026:/);
      assert.match(second?.text ?? '', /^Zoe: /m, 'Zoe was in the family all that week');
    });

    test('a family of many weeks that opts in on a Saturday gets no mail of the week before, and its first on Monday, of the week it opted in', async (env) => {
      const parent = 'sum-late-opt-in';
      const email = `${parent}@example.com`;
      familyClock = SATURDAY;
      await registerParent(env, parent);
      await addChild(env, parent, 'Ava');
      // The child has been in the family since October: every week before the opt-in was a whole week of hers.
      await env.db
        .updateTable('child_profiles')
        .set({ created_at: '2026-10-01T12:00:00.000Z' })
        .where('account_id', '=', parent)
        .execute();
      await env.ok('getFamilyDashboard', { timeZone: 'Europe/London' }, { as: parent });
      await env.ok('setWeeklySummary', { enabled: true }, { as: parent });

      // The week of 23 November was due on Monday 30 November, before the opt-in: never mailed.
      for (const instant of [SATURDAY + HOUR / 4, Date.parse('2026-12-07T06:59:00Z')]) {
        familyClock = instant;
        await env.app.weeklySummaries.check();
        assert.deepEqual(await mailsTo(env, email), [], `nothing at ${at(instant)}`);
      }
      // Another family's row this version cannot read (a time zone Intl does not know) keeps no one's mail back.
      await registerParent(env, 'sum-odd-zone');
      await addChild(env, 'sum-odd-zone', 'Max');
      await env.ok('setWeeklySummary', { enabled: true }, { as: 'sum-odd-zone' });
      await env.db
        .updateTable('family_settings')
        .set({ time_zone: 'Mars/Olympus_Mons' })
        .where('account_id', '=', 'sum-odd-zone')
        .execute();
      familyClock = Date.parse('2026-12-07T07:05:00Z');
      await env.app.weeklySummaries.check();
      const mails = await mailsTo(env, email);
      assert.equal(mails.length, 1);
      assert.match(mails[0]?.text ?? '', /in the week of Monday 30 November 2026:/);
    });

    test('tells the parent, and only the parent, where the summary goes', async (env) => {
      const parent = 'sum-address';
      familyClock = SATURDAY;
      await registerParent(env, parent);
      const child = await addChild(env, parent, 'Kai');
      const family = await env.ok('getFamily', undefined, { as: parent });
      assert.equal(family.weeklySummaryTo, `${parent}@example.com`);
      const asChild = await env.call('getFamily', undefined, { as: parent, profile: child });
      assert.equal(asChild.statusCode, 403);
      assert.ok(!asChild.body.includes('@example.com'));
      const learners = await env.call('getLearnerProfiles', undefined, { as: parent, profile: child });
      assert.equal(learners.statusCode, 200);
      assert.ok(!learners.body.includes('@example.com'), 'the switcher carries no address');
      // An address the identity provider has not given yet is not named: no summary goes to it.
      await env.db
        .updateTable('user_profiles')
        .set({ email_checked: 0 })
        .where('user_id', '=', parent)
        .execute();
      assert.equal((await env.ok('getFamily', undefined, { as: parent })).weeklySummaryTo, null);
    });
  },
  { weeklySummary: { now: () => new Date(familyClock) } },
);
