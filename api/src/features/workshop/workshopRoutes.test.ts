import assert from 'node:assert/strict';
import { smtpMailer } from '../../mail/mailer';
import { enqueueMail, Outbox } from '../../mail/outbox';
import { describeApi } from '../../testing/apiHarness';

/** How far the app's outbox clock is ahead of the real one, so a test reaches a retry without waiting. */
const clock = { aheadMs: 0 };

const application = (extra: Record<string, unknown> = {}) => ({
  name: 'Maya',
  age: '14',
  email: 'maya@example.com',
  experience: 'Some Scratch projects',
  message: 'I would love to build a game.',
  selectedService: 'Winter Workshop',
  ...extra,
});

describeApi(
  'winter workshop',
  (test) => {
    test('stores an application at {stage}/winter-workshop, answers its id, and mails it to the team', async (env) => {
      const response = await env.app.inject({
        method: 'POST',
        url: '/dev/winter-workshop',
        payload: application(),
      });
      assert.equal(response.statusCode, 200);
      const body = JSON.parse(response.json<{ body: string }>().body) as {
        applicationId: string;
        message: string;
      };
      assert.equal(body.message, 'Thank you! Your application has been received.');
      const stored = await env.db
        .selectFrom('workshop_applications')
        .selectAll()
        .where('application_id', '=', body.applicationId)
        .executeTakeFirstOrThrow();
      assert.deepEqual([stored.name, stored.age, stored.selected_service], ['Maya', 14, 'Winter Workshop']);
      await env.app.outbox.flush();
      const mail = env.sentMail.find((sent) => sent.text.includes(body.applicationId));
      assert.equal(mail?.to, 'team@example.test');
      assert.equal(mail?.replyTo, 'maya@example.com');
      assert.equal(mail?.subject, 'Workshop application (Winter Workshop): Maya');
      const premium = await env.ok(
        'applyWinterWorkshop',
        application({ age: 16, selectedService: 'Premium VIP' }),
      );
      assert.notEqual(premium.applicationId, body.applicationId);
    });

    test('refuses invalid applications with 400 naming the field, writing nothing', async (env) => {
      await env.rejects('applyWinterWorkshop', [
        [application({ name: ' ' }), 400, 'body/name must not be empty'],
        [application({ age: '4' }), 400, 'body/age must be between 5 and 99'],
        [application({ age: 'ten' }), 400, 'body/age must be a whole number'],
        [application({ email: 'maya' }), 400, 'body/email must be a valid email address'],
        [
          application({ experience: undefined, message: '' }),
          400,
          'body/experience is required; body/message must not be empty',
        ],
        [
          application({ selectedService: 'Gold' }),
          400,
          'body/selectedService must be one of Winter Workshop, Premium VIP',
        ],
      ]);
    });

    test('keeps a mail the SMTP server refused, records the failure, and sends it when its retry is due', async (env, t) => {
      const eventId = await enqueueMail(env.db, 'workshop.application', {
        to: 'team@example.test',
        subject: 'Retry me',
        text: 'Body',
      });
      const unreachable = new Outbox(
        env.db,
        smtpMailer('smtp://127.0.0.1:1', 'sender@example.test'),
        env.app.log,
      );
      await unreachable.flush();
      const failed = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      assert.deepEqual([failed.attempts, failed.processed_at], [1, null]);
      assert.match(failed.last_error ?? '', /ECONNREFUSED|connect/i);

      // The app's outbox sends it once the retry a minute later is due.
      await env.app.outbox.flush();
      assert.equal(
        (
          await env.db
            .selectFrom('outbox')
            .select('attempts')
            .where('event_id', '=', eventId)
            .executeTakeFirstOrThrow()
        ).attempts,
        1,
      );
      clock.aheadMs = 60_000;
      t.after(() => (clock.aheadMs = 0));
      await env.app.outbox.flush();
      const sent = await env.db
        .selectFrom('outbox')
        .selectAll()
        .where('event_id', '=', eventId)
        .executeTakeFirstOrThrow();
      assert.equal(sent.attempts, 2);
      assert.ok(sent.processed_at);
      assert.equal(sent.last_error, null);
      assert.ok(env.sentMail.some((mail) => mail.subject === 'Retry me'));
    });
  },
  { mailTo: 'team@example.test', outbox: { now: () => new Date(Date.now() + clock.aheadMs) } },
);
