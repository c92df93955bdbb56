import assert from 'node:assert/strict';
import { test as unit } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { OutgoingMail } from '../../mail/mailer';
import { describeApi, STAGE, type ApiEnv } from '../../testing/apiHarness';
import { paymentLink } from '../../testing/paymentLink';
import { receiptDate, receiptMail, RECEIPT_TOPIC } from './receipt';
import { SANDBOX_SIGNATURE_HEADER } from './sandboxProvider';
import { signWebhook } from './signature';

const SECRET = 'test-webhook-secret-receipts-0123456789';
const SHELL = 'http://shell.example.test';
const FAMILY_LINE =
  'Who can use it: Everyone in your family can use this course, each child in their own profile.';

/** A mail server the tests can take down; what it accepted, in order. */
const mailServer = { down: false, accepted: [] as OutgoingMail[] };
/** How far the outbox's clock runs ahead of the real one: retries come due without waiting. */
const clock = { aheadMs: 0 };

const SUCCESS_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  cardName: 'Maya Cohen',
};

/** Submits the sandbox card form as the browser would. */
function pay(app: FastifyInstance, paymentUrl: string) {
  return app.inject({
    method: 'POST',
    url: `${new URL(paymentUrl).pathname}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(SUCCESS_CARD).toString(),
  });
}

function deliverWebhook(app: FastifyInstance, event: object) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: `${STAGE}/payments/webhook`,
    headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signWebhook(SECRET, body) },
    payload: body,
  });
}

/** A parent whose record holds the address the identity provider gave (`<id>@example.com`). */
async function registeredParent(env: ApiEnv, userId: string) {
  await env.ok(
    'registerUserData',
    { userId, userEmail: `${userId}@example.com`, referralLink: 'None', userName: 'Maya' },
    { as: userId },
  );
}

/** The parent buys the masterclass (89 − 30% + 17% tax = 72.89 USD) with the sandbox's card. */
async function buy(env: ApiEnv, userId: string) {
  const { paymentUrl } = await env.ok('createPaymentLink', paymentLink(userId), { as: userId });
  const paid = await pay(env.app, paymentUrl);
  assert.equal(paid.statusCode, 303, paid.body);
  return paymentUrl.split('/').at(-1) ?? '';
}

const receiptsTo = (to: string) => mailServer.accepted.filter((mail) => mail.to === to);

async function queuedReceipts(env: ApiEnv, to: string) {
  const rows = await env.db
    .selectFrom('outbox')
    .select(['payload', 'attempts', 'processed_at', 'last_error'])
    .where('topic', '=', RECEIPT_TOPIC)
    .execute();
  return rows.filter((row) => (JSON.parse(row.payload) as OutgoingMail).to === to);
}

unit('writes the date in the family’s time zone, and UTC for a zone it does not know', () => {
  assert.equal(receiptDate('2026-03-01T02:00:00.000Z', 'America/Los_Angeles'), 'February 28, 2026');
  assert.equal(receiptDate('2026-03-01T02:00:00.000Z', 'UTC'), 'March 1, 2026');
  assert.equal(receiptDate('2026-03-01T02:00:00.000Z', 'Not/AZone'), 'March 1, 2026');
});

unit('escapes every value of the HTML part and keeps the subject on one line', () => {
  const mail = receiptMail({
    to: 'parent@example.com',
    courseName: 'Python <b>Bold</b>\nCourse',
    quote: { price: 10, discount: 0, subtotal: 10, taxRate: 0, tax: 0, total: 10 },
    currency: 'USD',
    couponCode: null,
    paidAt: '2026-03-01T12:00:00.000Z',
    timeZone: 'UTC',
    paymentId: 'pay-1',
    myCoursesUrl: `${SHELL}/my-courses?a=1&b=2`,
  });
  assert.equal(mail.subject, 'Your receipt for Python <b>Bold</b> Course');
  assert.match(mail.html ?? '', /Python &lt;b&gt;Bold&lt;\/b&gt; Course/);
  assert.doesNotMatch(mail.html ?? '', /<b>/);
  assert.match(mail.html ?? '', /href="http:\/\/shell\.example\.test\/my-courses\?a=1&amp;b=2"/);
  assert.doesNotMatch(mail.text, /Coupon/, 'no coupon line without a discount');
});

describeApi(
  'payment receipts',
  (test) => {
    test('mails one receipt (course, amount, date, the family) to the account’s address when the payment is confirmed, however often the webhook repeats', async (env) => {
      mailServer.accepted = [];
      const parent = 'receipt-buyer-1';
      const to = `${parent}@example.com`;
      await registeredParent(env, parent);
      const paymentId = await buy(env, parent);
      await env.app.outbox.flush();

      const [receipt, ...others] = receiptsTo(to);
      assert.equal(others.length, 0);
      assert.equal(receipt?.subject, 'Your receipt for Python Programming Masterclass');
      const today = receiptDate(new Date().toISOString(), 'UTC');
      for (const line of [
        'Course: Python Programming Masterclass',
        'Price: $89.00',
        'Coupon PY30NOW: -$26.70',
        'Tax (17%): $10.59',
        'Total paid: $72.89',
        `Date: ${today}`,
        'Paid with: Visa ending in 4242',
        `Payment reference: ${paymentId}`,
        FAMILY_LINE,
        `Start learning from My Courses: ${SHELL}/my-courses`,
      ])
        assert.ok(receipt?.text.split('\n').includes(line), `the plain part says "${line}"`);
      const html = receipt?.html ?? '';
      assert.match(html, /^<!doctype html>\n<html lang="en">/);
      assert.match(html, /<th scope="row"[^>]*>Total paid<\/th><td[^>]*>\$72\.89<\/td>/);
      assert.match(html, /<th scope="row"[^>]*>Date<\/th><td[^>]*>[A-Z][a-z]+ \d{1,2}, \d{4}<\/td>/);
      assert.match(
        html,
        /<strong>Who can use it:<\/strong> Everyone in your family can use this course, each child in their own profile\./,
      );
      assert.match(html, /<a href="http:\/\/shell\.example\.test\/my-courses"/);

      // The provider delivers the same confirmation again, at once and later: nothing more is queued or sent.
      const event = { type: 'payment.succeeded', paymentId, amount: 72.89, currency: 'USD' };
      const replays = await Promise.all([1, 2, 3].map(() => deliverWebhook(env.app, event)));
      assert.deepEqual(
        replays.map((replay) => replay.statusCode),
        [200, 200, 200],
      );
      await env.app.outbox.flush();
      assert.equal((await queuedReceipts(env, to)).length, 1);
      assert.equal(receiptsTo(to).length, 1);
    });

    test('sends no receipt to an address the identity provider has not given, and still enrolls', async (env) => {
      mailServer.accepted = [];
      const parent = 'receipt-buyer-2';
      await registeredParent(env, parent);
      await env.db
        .updateTable('user_profiles')
        .set({ email_checked: 0 })
        .where('user_id', '=', parent)
        .execute();
      await buy(env, parent);
      await env.app.outbox.flush();
      assert.equal((await queuedReceipts(env, `${parent}@example.com`)).length, 0);
      const { enrollments } = await env.ok('getEnrollments', { UserID: parent }, { as: parent });
      assert.deepEqual(
        enrollments.map((entry) => entry.CourseID),
        [5],
      );
    });

    test('keeps the receipt while the mail server is down and sends it once it is back', async (env) => {
      mailServer.accepted = [];
      const parent = 'receipt-buyer-3';
      const to = `${parent}@example.com`;
      await registeredParent(env, parent);
      mailServer.down = true;
      try {
        await buy(env, parent);
        await env.app.outbox.flush();
        assert.equal(receiptsTo(to).length, 0);
        const [waiting] = await queuedReceipts(env, to);
        assert.equal(waiting?.attempts, 1);
        assert.equal(waiting?.processed_at, null);
        assert.match(waiting?.last_error ?? '', /ECONNREFUSED/);
      } finally {
        mailServer.down = false;
      }
      // The retry is due a minute after the failure.
      clock.aheadMs += 61_000;
      await env.app.outbox.flush();
      assert.equal(receiptsTo(to).length, 1);
      const [sent] = await queuedReceipts(env, to);
      assert.equal(sent?.attempts, 2);
      assert.ok(sent?.processed_at);
    });
  },
  {
    payments: { publicApiUrl: 'https://api.example.test', shellUrl: SHELL, webhookSecret: SECRET },
    mailer: {
      send(mail) {
        if (mailServer.down) return Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:587'));
        mailServer.accepted.push(mail);
        return Promise.resolve();
      },
    },
    outbox: { now: () => new Date(Date.now() + clock.aheadMs) },
  },
);
