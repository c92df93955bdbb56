import assert from 'node:assert/strict';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { describe, it, type TestContext } from 'node:test';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { describeApi, type ApiEnv } from '../testing/apiHarness';
import { listDeadMail, requeueDeadMail } from './deadLetters';
import { smtpMailer } from './mailer';
import {
  DEFAULT_RETRY_SCHEDULE,
  enqueueMail,
  isLastAttempt,
  Outbox,
  retryDelay,
  type OutboxOptions,
} from './outbox';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SENDER = 'sender@example.test';

/** A mail server on loopback that refuses every message (421, as a server in trouble does) until told to accept. */
async function startSmtpServer(t: TestContext) {
  const state = { accepting: false, attempts: 0, received: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      state.attempts += 1;
      if (state.accepting) return callback();
      return callback(
        Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }),
      );
    },
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => {
        state.received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { state, url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}` };
}

/** A clock the test moves by hand. */
function manualClock(start = Date.now()) {
  const clock = { time: start, now: () => new Date(clock.time), advance: (ms: number) => (clock.time += ms) };
  return clock;
}

/** A logger that keeps what was logged at warn and error level. */
function recordingLog() {
  const entries: Array<{ level: string; context: Record<string, unknown>; message: string }> = [];
  const record = (level: string) => (context: Record<string, unknown>, message: string) =>
    entries.push({ level, context, message });
  const log = { info: () => undefined, warn: record('warn'), error: record('error') };
  return { log: log as unknown as FastifyBaseLogger, entries };
}

describe('the retry schedule', () => {
  it('waits 1, 2, 4 … minutes, at most 4 hours, and gives up on the attempt made a day after the first', () => {
    const waits = Array.from(
      { length: 10 },
      (_, index) => retryDelay(DEFAULT_RETRY_SCHEDULE, index + 1) / MINUTE,
    );
    assert.deepEqual(waits, [1, 2, 4, 8, 16, 32, 64, 128, 240, 240]);
    // Attempt 14 comes 4 h 15 min + 5 × 4 h = 24 h 15 min after the first.
    assert.equal(isLastAttempt(DEFAULT_RETRY_SCHEDULE, 13), false);
    assert.equal(isLastAttempt(DEFAULT_RETRY_SCHEDULE, 14), true);
  });
});

describeApi('the outbox', (test) => {
  const outboxRow = (env: ApiEnv, eventId: string) =>
    env.db.selectFrom('outbox').selectAll().where('event_id', '=', eventId).executeTakeFirstOrThrow();

  test('retries a refused mail on the backoff schedule, never early, and delivers it once SMTP accepts', async (env, t) => {
    const smtp = await startSmtpServer(t);
    const eventId = await enqueueMail(env.db, 'test.retry', {
      to: 'a@example.test',
      subject: 'Hello',
      text: 'Body',
    });
    const clock = manualClock();
    const options: OutboxOptions = { now: clock.now };
    const outbox = new Outbox(env.db, smtpMailer(smtp.url, SENDER), env.app.log, options);

    await outbox.flush();
    let row = await outboxRow(env, eventId);
    assert.deepEqual([row.attempts, row.processed_at, row.dead_at], [1, null, null]);
    assert.match(row.last_error ?? '', /421|not available/);
    assert.equal(row.next_attempt_at, new Date(clock.time + MINUTE).toISOString());

    // A new mail wakes the loop: it is sent at once, the refused one is not tried before its time.
    const other = await enqueueMail(env.db, 'test.retry', {
      to: 'b@example.test',
      subject: 'Other',
      text: 'Body',
    });
    clock.time = Math.max(clock.time, Date.now());
    await outbox.flush();
    assert.equal((await outboxRow(env, eventId)).attempts, 1);
    assert.equal((await outboxRow(env, other)).attempts, 1);

    const first = Date.parse(row.next_attempt_at) - MINUTE;
    for (const [at, attempts] of [
      [MINUTE - 1000, 1],
      [MINUTE, 2],
      [3 * MINUTE - 1000, 2],
      [3 * MINUTE, 3],
      [7 * MINUTE - 1000, 3],
    ] as const) {
      clock.time = first + at;
      await outbox.flush();
      row = await outboxRow(env, eventId);
      assert.equal(row.attempts, attempts, `attempts after ${at / 1000} s`);
    }
    assert.equal(smtp.state.received, 0);

    smtp.state.accepting = true;
    clock.time = first + 7 * MINUTE;
    await outbox.flush();
    row = await outboxRow(env, eventId);
    assert.equal(row.attempts, 4);
    assert.ok(row.processed_at);
    assert.equal(row.last_error, null);
    assert.equal(smtp.state.received, 1);
    // The other mail follows its own schedule.
    clock.time = Date.parse((await outboxRow(env, other)).next_attempt_at);
    await outbox.flush();
    assert.ok((await outboxRow(env, other)).processed_at);
    assert.equal(smtp.state.received, 2);
  });

  test('dead-letters a mail still failing after a day of retries, logs it as an error, and sends it when re-queued', async (env) => {
    const eventId = await enqueueMail(env.db, 'test.dead', {
      to: 'c@example.test',
      subject: 'Lost?',
      text: 'Body',
    });
    const clock = manualClock(Date.now());
    const { log, entries } = recordingLog();
    const down = new Outbox(env.db, smtpMailer('smtp://127.0.0.1:1', SENDER), log, { now: clock.now });
    const first = clock.time;
    let row = await outboxRow(env, eventId);
    while (!row.dead_at) {
      assert.ok(row.attempts < 20, 'the mail is given up');
      clock.time = Math.max(clock.time, Date.parse(row.next_attempt_at));
      await down.flush();
      row = await outboxRow(env, eventId);
    }
    assert.equal(row.attempts, 14);
    assert.ok(clock.time - first >= 24 * HOUR, 'retried for at least a day');
    assert.equal(row.processed_at, null);
    assert.match(row.last_error ?? '', /ECONNREFUSED/);
    const logged = entries.filter((entry) => entry.context.eventId === eventId);
    assert.equal(logged.filter((entry) => entry.level === 'warn').length, 13);
    const errors = logged.filter((entry) => entry.level === 'error');
    assert.equal(errors.length, 1);
    assert.equal(errors[0]?.context.eventId, eventId);
    assert.match(errors[0]?.message ?? '', /dead-lettered.*mail requeue/);

    // Dead mail is left alone by later rounds, listed for the operator, and re-queued on request.
    clock.advance(24 * HOUR);
    await down.flush();
    assert.equal((await outboxRow(env, eventId)).attempts, 14);
    const dead = await listDeadMail(env.db);
    assert.deepEqual(
      dead.map((mail) => [mail.eventId, mail.to, mail.subject, mail.attempts]),
      [[eventId, 'c@example.test', 'Lost?', 14]],
    );
    assert.equal(await requeueDeadMail(env.db, [eventId]), 1);
    await env.app.outbox.flush();
    row = await outboxRow(env, eventId);
    assert.ok(row.processed_at);
    assert.equal(row.dead_at, null);
    assert.ok(env.sentMail.some((mail) => mail.subject === 'Lost?'));
    assert.deepEqual(await listDeadMail(env.db), []);
  });

  test('sends a mail once when two instances deliver at the same time', async (env, t) => {
    const smtp = await startSmtpServer(t);
    smtp.state.accepting = true;
    for (let index = 0; index < 5; index += 1)
      await enqueueMail(env.db, 'test.twice', {
        to: 'd@example.test',
        subject: `Once ${index}`,
        text: 'Body',
      });
    const instances = [1, 2].map(() => new Outbox(env.db, smtpMailer(smtp.url, SENDER), env.app.log));
    await Promise.all(instances.map((outbox) => outbox.flush()));
    assert.equal(smtp.state.received, 5);
  });
});

describe('SMTP timeouts', () => {
  it('gives up on a mail server that accepts the connection and never answers, within the configured time', async (t) => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    t.after(() => {
      for (const socket of sockets) socket.destroy();
      silent.close();
    });
    const { port } = silent.address() as AddressInfo;
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, SENDER, { connectMs: 500, socketMs: 500 });
    const started = Date.now();
    await assert.rejects(
      mailer.send({ to: 'e@example.test', subject: 'Hang', text: 'Body' }),
      /Greeting never received|timeout/i,
    );
    const took = Date.now() - started;
    assert.ok(took >= 400 && took < 2000, `gave up after ${took} ms`);
  });
});
