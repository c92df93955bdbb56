import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import { familyMessages } from 'shared-contract';
import { buildApp } from '../../app';
import { connect } from '../../db/connect';
import type { Database } from '../../db/schema';
import type { OutgoingMail } from '../../mail/mailer';
import { backends, type TestDatabase } from '../../testing/databases';
import { saveSettings } from './settings';
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

describe('the weekly summary mail', () => {
  it('carries the one-click unsubscribe headers through nodemailer (RFC 8058)', async () => {
    const link = 'https://api.example.com/dev/family/weekly-summary/unsubscribe?token=abc.def';
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const info = await transport.sendMail({
      from: 'PyLearn Academy <support@pylearn.academy>',
      ...weeklySummaryMail('parent@example.com', '2026-11-16', [], link),
    });
    const raw = (info.message as Buffer).toString();
    assert.match(raw, new RegExp(`^List-Unsubscribe:\\s+<${link.replace(/[.?]/g, '\\$&')}>\r?$`, 'm'));
    assert.match(raw, /^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
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
      assert.match(berlin.text, /week starting Monday 2026-11-16/);
      assert.match(berlin.text, /^Mia: 2 lessons completed, 0 exercises passed\.$/m);
      assert.match(berlin.text, /^Leo: 0 lessons completed, 0 exercises passed\.$/m);
      assert.match(berlin.text, /^ {2}Python Free Trial: \d+% done$/m);
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
      await saveSettings(db, 'sum-berlin', { weekly_summary: 1 });
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
