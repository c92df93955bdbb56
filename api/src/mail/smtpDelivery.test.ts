import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import type { TestContext } from 'node:test';
import { SMTPServer } from 'smtp-server';
import { describeApi } from '../testing/apiHarness';
import { smtpMailer, type Mailer } from './mailer';

const SENDER = 'support@pylearn.academy';
const TEAM = 'team@example.test';
/** A privileged port nothing listens on, so a send is refused as when the mail server is down. */
const SMTP_DOWN = 'smtp://127.0.0.1:1';

/** How far the outbox's clock is ahead of the real one, so a test reaches a retry without waiting. */
const clock = { aheadMs: 0 };

/** Where the app's mailer sends: each test points it at its own server once that server is up. */
const smtp = { url: SMTP_DOWN };
const mailer: Mailer = {
  send: (mail) => smtpMailer(smtp.url, `PyLearn Academy <${SENDER}>`).send(mail),
};

interface ReceivedMail {
  mailFrom: string;
  rcptTo: string[];
  headers: Map<string, string>;
  text: string;
}

/** Splits a received message into unfolded, lower-cased headers and its decoded text body. */
function parseMessage(raw: Buffer): Pick<ReceivedMail, 'headers' | 'text'> {
  const message = raw.toString('latin1');
  const split = message.indexOf('\r\n\r\n');
  const headers = new Map(
    message
      .slice(0, split)
      .replace(/\r\n[ \t]+/g, ' ')
      .split('\r\n')
      .map((line): [string, string] => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
  );
  const body = message.slice(split + 4);
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(
            body
              .replace(/=\r\n/g, '')
              .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          )
        : Buffer.from(body, 'latin1');
  return { headers, text: bytes.toString('utf8').replace(/\r\n/g, '\n') };
}

/** A real SMTP server on a free loopback port that keeps every message it accepts; closed when the test ends. */
async function startSmtpServer(t: TestContext): Promise<{ url: string; received: ReceivedMail[] }> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: offering STARTTLS would make the sender upgrade to the built-in test certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((recipient) => recipient.address),
          ...parseMessage(Buffer.concat(chunks)),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  t.after(async () => {
    smtp.url = SMTP_DOWN;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describeApi(
  'mail over SMTP',
  (test) => {
    test('stores a contact message while SMTP is down and delivers it to the SMTP server when its retry is due', async (env, t) => {
      const message = {
        firstname: 'Noa',
        lastname: 'Levi',
        email: 'noa@example.com',
        phone: '',
        subject: 'Classes for our school club',
        message: 'Do you offer classes for schools? Our café club has twelve pupils aged 10 to 12.',
        terms: true,
      };
      assert.deepEqual(await env.ok('sendContactMessage', message), { message: 'Message sent successfully' });
      await env.app.outbox.flush();
      const stored = await env.db
        .selectFrom('contact_messages')
        .selectAll()
        .where('email', '=', message.email)
        .executeTakeFirstOrThrow();
      assert.equal(stored.message, message.message);
      const queued = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('topic', '=', 'contact.message')
        .executeTakeFirstOrThrow();
      assert.equal(queued.processed_at, null);
      assert.ok(queued.attempts >= 1);
      assert.match(queued.last_error ?? '', /ECONNREFUSED/);

      const server = await startSmtpServer(t);
      smtp.url = server.url;
      await env.app.outbox.flush();
      assert.equal(server.received.length, 0, 'the retry is not due yet');
      clock.aheadMs = 60_000;
      t.after(() => (clock.aheadMs = 0));
      await env.app.outbox.flush();
      assert.equal(server.received.length, 1);
      const [mail] = server.received;
      assert.equal(mail?.mailFrom, SENDER);
      assert.deepEqual(mail.rcptTo, [TEAM]);
      assert.equal(mail.headers.get('to'), TEAM);
      assert.equal(mail.headers.get('reply-to'), message.email);
      assert.equal(mail.headers.get('subject'), 'Contact form: Classes for our school club');
      assert.equal(
        mail.text.trimEnd(),
        [
          'From: Noa Levi <noa@example.com>',
          'Phone: not given',
          'Subject: Classes for our school club',
          '',
          message.message,
        ].join('\n'),
      );
      const sent = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('event_id', '=', queued.event_id)
        .executeTakeFirstOrThrow();
      assert.ok(sent.processed_at);
      assert.equal(sent.last_error, null);
    });

    test('delivers a workshop application to the SMTP server and marks its outbox row sent', async (env, t) => {
      const server = await startSmtpServer(t);
      smtp.url = server.url;
      const application = {
        name: 'Maya',
        age: 14,
        email: 'maya@example.com',
        experience: 'Some Scratch projects',
        message: 'I would love to build a game.',
        selectedService: 'Winter Workshop',
      };
      const { applicationId } = await env.ok('applyWinterWorkshop', application);
      await env.app.outbox.flush();
      assert.equal(server.received.length, 1);
      const [mail] = server.received;
      assert.deepEqual(mail?.rcptTo, [TEAM]);
      assert.equal(mail.headers.get('subject'), 'Workshop application (Winter Workshop): Maya');
      assert.equal(mail.headers.get('reply-to'), application.email);
      for (const line of [
        applicationId,
        'Email: maya@example.com',
        application.experience,
        application.message,
      ]) {
        assert.ok(mail.text.includes(line), `the mail text holds ${line}`);
      }
      const row = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('topic', '=', 'workshop.application')
        .executeTakeFirstOrThrow();
      assert.ok(row.processed_at);
      assert.equal(row.last_error, null);
    });
  },
  { mailer, mailTo: TEAM, outbox: { now: () => new Date(Date.now() + clock.aheadMs) } },
);
