import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, describe, it, type TestContext } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { connect } from '../db/connect';
import type { Database } from '../db/schema';
import { backends, type TestDatabase } from '../testing/databases';
import type { Mailer, OutgoingMail } from './mailer';
import { DEFAULT_LEASE_MS, enqueueMail, Outbox, outboxLease, type OutboxOptions } from './outbox';

const MINUTE = 60_000;

/** A retry due almost at once: without leases another instance would send a slow mail again meanwhile. */
const IMPATIENT: OutboxOptions['retry'] = { firstDelayMs: 1, maxDelayMs: 1, giveUpAfterMs: 10 * MINUTE };

/** Counts deliveries per subject; each send takes a few milliseconds so the instances' rounds overlap. */
function recordingMailer(delayMs = () => 2 + Math.random() * 8) {
  const delivered = new Map<string, number>();
  const mailer: Mailer = {
    async send(mail: OutgoingMail) {
      await sleep(delayMs());
      delivered.set(mail.subject, (delivered.get(mail.subject) ?? 0) + 1);
    },
  };
  return { mailer, delivered };
}

/** A logger that keeps the warnings. */
function recordingLog() {
  const warnings: string[] = [];
  const log = {
    info: () => undefined,
    warn: (_: unknown, message: string) => warnings.push(message),
    error: () => undefined,
  };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

const mail = (subject: string): OutgoingMail => ({ to: 'family@example.test', subject, text: 'Body' });

describe('the outbox lease', () => {
  it('lasts 5 minutes, or twice as long as an SMTP attempt may take with longer timeouts', () => {
    assert.equal(outboxLease({ connectMs: 10_000, socketMs: 30_000 }), DEFAULT_LEASE_MS);
    assert.equal(DEFAULT_LEASE_MS, 5 * MINUTE);
    assert.equal(outboxLease({ connectMs: MINUTE, socketMs: 10 * MINUTE }), 22 * MINUTE);
  });
});

for (const backend of backends) {
  describe(`the outbox across instances (${backend.name})`, () => {
    let database: TestDatabase | undefined;
    /** The second instance's own connection (pool), as another process would open it. */
    let other: Kysely<Database> | undefined;

    before(async () => {
      database = await backend.open();
      if (database) other = connect(database.target, () => undefined);
    });

    after(async () => {
      await other?.destroy();
      await database?.close();
    });

    /** Both connections, or a skip when the backend is not installed here. */
    function connections(t: TestContext): [Kysely<Database>, Kysely<Database>] | undefined {
      if (database && other) return [database.db, other];
      t.skip(`${backend.name} is not available on this machine`);
      return undefined;
    }

    const row = (db: Kysely<Database>, eventId: string) =>
      db.selectFrom('outbox').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();

    it('sends each of 30 mails exactly once while two instances flush at the same time', async (t) => {
      const dbs = connections(t);
      if (!dbs) return;
      const { mailer, delivered } = recordingMailer();
      const { log, warnings } = recordingLog();
      const instances = dbs.map((db) => new Outbox(db, mailer, log, { retry: IMPATIENT }));
      const rounds: Promise<void>[] = [];
      const subjects: string[] = [];
      for (let index = 0; index < 30; index += 1) {
        const subject = `Concurrent ${index}`;
        subjects.push(subject);
        await enqueueMail(dbs[index % 2] as Kysely<Database>, 'test.lease', mail(subject));
        for (const outbox of instances) rounds.push(outbox.flush());
        await sleep(3);
      }
      await Promise.all(rounds);
      // Whatever a lease still held when the rounds ended is sent by the rounds that follow.
      for (let round = 0; round < 20 && delivered.size < subjects.length; round += 1) {
        await sleep(20);
        await Promise.all(instances.map((outbox) => outbox.flush()));
      }
      assert.deepEqual(
        subjects
          .filter((subject) => delivered.get(subject) !== 1)
          .map((subject) => [subject, delivered.get(subject)]),
        [],
        'every mail delivered exactly once',
      );
      assert.deepEqual(warnings, []);
      const left = await dbs[0]
        .selectFrom('outbox')
        .select(['event_id', 'leased_by'])
        .where('topic', '=', 'test.lease')
        .where((eb) => eb.or([eb('processed_at', 'is', null), eb('leased_by', 'is not', null)]))
        .execute();
      assert.deepEqual(left, [], 'all recorded as sent, no lease left behind');
    });

    it("does not send a mail another live instance holds, and takes it over once that instance's lease has run out", async (t) => {
      const dbs = connections(t);
      if (!dbs) return;
      const start = Date.now();
      const clock = { time: start, now: () => new Date(clock.time) };
      const eventId = await enqueueMail(dbs[0], 'test.held', mail('Held'));
      await dbs[0]
        .updateTable('outbox')
        .set({ leased_by: 'another-instance', leased_until: new Date(start + 5 * MINUTE).toISOString() })
        .where('event_id', '=', eventId)
        .execute();
      const { mailer, delivered } = recordingMailer(() => 0);
      const outbox = new Outbox(dbs[1], mailer, recordingLog().log, { now: clock.now });

      clock.time = start + 5 * MINUTE - 1000;
      await outbox.flush();
      assert.equal(delivered.get('Held'), undefined, 'not sent while the lease lasts');
      assert.equal((await row(dbs[0], eventId)).attempts, 0);

      clock.time = start + 5 * MINUTE;
      await outbox.flush();
      await outbox.flush();
      assert.equal(delivered.get('Held'), 1, 'sent once when the lease has run out');
      const sent = await row(dbs[0], eventId);
      assert.ok(sent.processed_at);
      assert.deepEqual([sent.attempts, sent.leased_by, sent.leased_until], [1, null, null]);
    });

    it('sends the mail of an instance that stopped mid-send once its lease runs out, and ignores its late result', async (t) => {
      const dbs = connections(t);
      if (!dbs) return;
      const eventId = await enqueueMail(dbs[0], 'test.crash', mail('Crashed'));
      // The first instance's mail server never answers: it stalls in the middle of sending.
      const stall: { release?: () => void } = {};
      const stalling: Mailer = { send: () => new Promise<void>((resolve) => (stall.release = resolve)) };
      const crashedLog = recordingLog();
      const crashed = new Outbox(dbs[0], stalling, crashedLog.log, { retry: IMPATIENT, leaseMs: 300 });
      const crashedRound = crashed.flush();
      while (!stall.release) await sleep(5);
      const { leased_by: holder } = await row(dbs[0], eventId);
      assert.ok(holder, 'leased to the first instance');

      const { mailer, delivered } = recordingMailer(() => 0);
      const survivor = new Outbox(dbs[1], mailer, recordingLog().log, { retry: IMPATIENT, leaseMs: 300 });
      await survivor.flush();
      assert.equal(delivered.get('Crashed'), undefined, 'left alone while the lease lasts');
      await sleep(350);
      await survivor.flush();
      await survivor.flush();
      assert.equal(delivered.get('Crashed'), 1, 'taken over and sent once');
      const sent = await row(dbs[0], eventId);
      assert.ok(sent.processed_at);
      assert.equal(sent.leased_by, null);

      // The stalled send returns at last: it holds no lease any more, so it records nothing.
      stall.release();
      await crashedRound;
      assert.deepEqual(await row(dbs[0], eventId), sent);
      assert.match(crashedLog.warnings.join('\n'), /lease ran out while sending/);
    });
  });
}
