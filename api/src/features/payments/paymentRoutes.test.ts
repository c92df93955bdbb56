import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describeApi, STAGE } from '../../testing/apiHarness';
import { paymentLink } from '../../testing/paymentLink';
import { SANDBOX_SIGNATURE_HEADER } from './sandboxProvider';
import { signWebhook } from './signature';

const SECRET = 'test-webhook-secret-0123456789abcdef';

const sandboxPath = (paymentUrl: string) => new URL(paymentUrl).pathname;

const SUCCESS_CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  cardName: 'Maya Cohen',
};
const DECLINED_CARD = { ...SUCCESS_CARD, cardNumber: '4000 0000 0000 0002' };

/** Submits the sandbox card form as the browser would. */
function pay(app: FastifyInstance, pagePath: string, card: Record<string, string> = SUCCESS_CARD) {
  return app.inject({
    method: 'POST',
    url: `${pagePath}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(card).toString(),
  });
}

function deliverWebhook(app: FastifyInstance, event: object, signature?: string) {
  const body = JSON.stringify(event);
  return app.inject({
    method: 'POST',
    url: `${STAGE}/payments/webhook`,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signature ?? signWebhook(SECRET, body),
    },
    payload: body,
  });
}

describeApi(
  'payments',
  (test) => {
    test("prices on the server, ignoring the client's Amount, and stores a pending payment", async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-1'), { as: 'payer-1' });
      assert.match(paymentUrl, /^https:\/\/api\.example\.test\/dev\/payments\/sandbox\/[0-9a-f-]{36}$/);
      const payment = await env.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', 'payer-1')
        .executeTakeFirstOrThrow();
      // 89 offer price − 30% = 62.30, + 17% IL tax 10.59 = 72.89
      assert.deepEqual(
        [Number(payment.amount), payment.currency, payment.status, payment.coupon_code],
        [72.89, 'USD', 'pending', 'PY30NOW'],
      );
      const { paymentUrl: plain } = await env.ok(
        'createPaymentLink',
        paymentLink('payer-1', { CouponCode: '', Country: 'US', ZipCode: '10001' }),
        { as: 'payer-1' },
      );
      const second = await env.db
        .selectFrom('payments')
        .select('amount')
        .where('payment_id', '=', plain.split('/').at(-1) ?? '')
        .executeTakeFirstOrThrow();
      assert.equal(Number(second.amount), 89);
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-1').execute())
          .length,
        0,
        'a payment link alone enrolls no one',
      );
    });

    test('serves an accessible sandbox page, and paying enrolls once through the signed webhook, then lands on payment-success', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-2'), { as: 'payer-2' });
      const pagePath = sandboxPath(paymentUrl);
      const page = await env.app.inject({ method: 'GET', url: pagePath });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      // The card form may be framed only by the site's own checkout page (no clickjacking elsewhere).
      assert.match(
        String(page.headers['content-security-policy']),
        /(^|; )frame-ancestors http:\/\/shell\.example\.test(;|$)/,
      );
      // One script, allowed by its hash alone, tells the checkout page the form's height.
      const script = /<script>([\s\S]*?)<\/script>/.exec(page.body)?.[1] ?? '';
      assert.match(script, /postMessage\(\{ type: 'payment-frame-height'/);
      const hash = createHash('sha256').update(script).digest('base64');
      assert.match(
        String(page.headers['content-security-policy']),
        new RegExp(`script-src 'sha256-${hash.replace(/[+/]/g, '\\$&')}';`),
      );
      assert.equal(page.body.match(/<script/g)?.length, 1);
      assert.match(page.body, /<html lang="en">/);
      assert.match(page.body, /<h1>Python Programming Masterclass<\/h1>/);
      assert.match(page.body, /\$72\.89/);
      assert.match(
        page.body,
        new RegExp(`<form method="post" action="${pagePath}/pay" aria-labelledby="card-title" novalidate>`),
      );
      for (const [name, label, autocomplete] of [
        ['cardNumber', 'Card number', 'cc-number'],
        ['expiry', 'Expiry date', 'cc-exp'],
        ['cvc', 'Security code \\(CVC\\)', 'cc-csc'],
        ['cardName', 'Name on card', 'cc-name'],
      ]) {
        assert.match(page.body, new RegExp(`<label for="${name}">${label}</label>`));
        assert.match(
          page.body,
          new RegExp(`<input id="${name}" name="${name}" type="text" autocomplete="${autocomplete}"`),
        );
      }
      assert.match(page.body, /<button type="submit">Pay \$72\.89<\/button>/);
      assert.match(page.body, /4242 4242 4242 4242<\/span>: Visa: the payment succeeds/);
      assert.match(
        page.body,
        /4000 0000 0000 0002<\/span>: Declined \(&#8220;Your card was declined\.&#8221;\)/,
      );

      const paid = await pay(env.app, pagePath);
      assert.equal(paid.statusCode, 303);
      assert.equal(paid.headers.location, 'http://shell.example.test/payment-success?courseId=5');
      const again = await pay(env.app, pagePath, {});
      assert.equal(again.statusCode, 303, 'paying twice lands on the same page');

      const enrolments = await env.db
        .selectFrom('enrollments')
        .selectAll()
        .where('user_id', '=', 'payer-2')
        .execute();
      assert.deepEqual(
        enrolments.map((row) => [row.course_id, row.source]),
        [[5, 'payment']],
      );
      const { enrollments } = await env.ok('getEnrollments', { UserID: 'payer-2' }, { as: 'payer-2' });
      assert.deepEqual(
        enrollments.map(({ CourseID, Source, CouponCode }) => ({ CourseID, Source, CouponCode })),
        [{ CourseID: 5, Source: 'payment', CouponCode: 'PY30NOW' }],
        "the learner's enrolment names the coupon of the paid order",
      );
      const payment = await env.db
        .selectFrom('payments')
        .select(['status', 'billing'])
        .where('user_id', '=', 'payer-2')
        .executeTakeFirstOrThrow();
      assert.equal(payment.status, 'paid');
      const { attempts } = JSON.parse(payment.billing) as { attempts: Array<Record<string, string>> };
      assert.deepEqual(
        attempts.map(({ outcome, brand, last4 }) => ({ outcome, brand, last4 })),
        [{ outcome: 'succeeded', brand: 'Visa', last4: '4242' }],
        'the attempt is recorded once, with the brand and last four digits only',
      );
      assert.doesNotMatch(payment.billing, /4242424242424242|4242 4242 4242 4242/);
      const after = await env.app.inject({ method: 'GET', url: pagePath });
      assert.match(after.body, /This payment is complete\./);
      assert.doesNotMatch(after.body, /<form/);
      await env.rejects(
        'createPaymentLink',
        [[paymentLink('payer-2'), 409, 'You are already enrolled in course 5']],
        { as: 'payer-2' },
      );
    });

    test('a declined card records the payment as failed, enrolls no one, shows the provider error, and another card then pays', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-7'), { as: 'payer-7' });
      const pagePath = sandboxPath(paymentUrl);
      const declined = await pay(env.app, pagePath, DECLINED_CARD);
      assert.equal(declined.statusCode, 402);
      assert.match(
        declined.body,
        /<div class="problem" role="alert"><p>Your card was declined\.<\/p><p>Please try another card\.<\/p><\/div>/,
      );
      assert.match(
        declined.body,
        /<button type="submit">Pay \$72\.89<\/button>/,
        'the form stays for another card',
      );
      assert.match(declined.body, /id="cardName"[^>]*value="Maya Cohen"/);
      assert.doesNotMatch(
        declined.body,
        /4000 0000 0000 0002"|value="4000/,
        'the card number is never sent back',
      );
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-7').execute())
          .length,
        0,
      );
      const failed = await env.db
        .selectFrom('payments')
        .select(['status', 'billing'])
        .where('user_id', '=', 'payer-7')
        .executeTakeFirstOrThrow();
      assert.equal(failed.status, 'failed');
      const { attempts } = JSON.parse(failed.billing) as { attempts: Array<Record<string, string>> };
      assert.deepEqual(
        attempts.map(({ outcome, brand, last4, failureCode }) => ({ outcome, brand, last4, failureCode })),
        [{ outcome: 'failed', brand: 'Visa', last4: '0002', failureCode: 'card_declined' }],
      );
      assert.doesNotMatch(failed.billing, /4000000000000002/);
      assert.match(
        (await env.app.inject({ method: 'GET', url: pagePath })).body,
        /<button type="submit">Pay/,
        'a declined payment can still be paid',
      );

      const paid = await pay(env.app, pagePath);
      assert.equal(paid.statusCode, 303);
      assert.equal(paid.headers.location, 'http://shell.example.test/payment-success?courseId=5');
      const enrolments = await env.db
        .selectFrom('enrollments')
        .select('source')
        .where('user_id', '=', 'payer-7')
        .execute();
      assert.deepEqual(enrolments, [{ source: 'payment' }]);

      const late = {
        type: 'payment.failed',
        paymentId: paymentUrl.split('/').at(-1),
        attemptId: 'late',
        card: { brand: 'Visa', last4: '0002' },
        failureCode: 'card_declined',
        failureMessage: 'Your card was declined.',
      };
      assert.equal((await deliverWebhook(env.app, late)).statusCode, 200);
      const settled = await env.db
        .selectFrom('payments')
        .select('status')
        .where('user_id', '=', 'payer-7')
        .executeTakeFirstOrThrow();
      assert.equal(settled.status, 'paid', 'a late failure never undoes a payment');
    });

    test('checks the card form (Luhn, future expiry, 3-4 digit CVC, name) with messages in text, charging nothing', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-8'), { as: 'payer-8' });
      const pagePath = sandboxPath(paymentUrl);
      const before = await env.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', 'payer-8')
        .executeTakeFirstOrThrow();
      const refused = await pay(env.app, pagePath, {
        cardNumber: '4242 4242 4242 4241',
        expiry: '01/20',
        cvc: '12',
        cardName: '',
      });
      assert.equal(refused.statusCode, 422);
      assert.match(refused.body, /<h2 id="problem-title">Check your card details<\/h2>/);
      for (const [name, message] of [
        ['cardNumber', 'Your card number is invalid.'],
        ['expiry', 'Your card&#39;s expiry date is in the past.'],
        ['cvc', 'The security code \\(CVC\\) must be 3 or 4 digits.'],
        ['cardName', 'Enter the name on the card.'],
      ]) {
        assert.match(refused.body, new RegExp(`<li><a href="#${name}">${message}</a></li>`));
        assert.match(refused.body, new RegExp(`<p class="error" id="${name}-error">${message}</p>`));
        assert.match(
          refused.body,
          new RegExp(`<input id="${name}"[^>]*aria-describedby="[^"]*${name}-error"[^>]*aria-invalid="true"`),
        );
      }
      assert.match(refused.body, /id="expiry"[^>]*value="01\/20"/);
      assert.doesNotMatch(refused.body, /4242 4241/);
      const after = await env.db
        .selectFrom('payments')
        .selectAll()
        .where('user_id', '=', 'payer-8')
        .executeTakeFirstOrThrow();
      assert.deepEqual(after, before, 'an invalid form changes nothing');
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-8').execute())
          .length,
        0,
      );
    });

    test('keeps one open payment per learner and course: the same link again, a new one (replacing it) for a new price', async (env) => {
      const openPayments = () =>
        env.db
          .selectFrom('payments')
          .select(['payment_id', 'status', 'billing'])
          .where('user_id', '=', 'payer-once')
          .orderBy('created_at')
          .execute();
      const { paymentUrl: first } = await env.ok('createPaymentLink', paymentLink('payer-once'), {
        as: 'payer-once',
      });
      const { paymentUrl: again } = await env.ok(
        'createPaymentLink',
        paymentLink('payer-once', { City: 'Haifa' }),
        { as: 'payer-once' },
      );
      assert.equal(again, first, 'the same price hands out the same payment');
      const [only, ...none] = await openPayments();
      assert.equal(none.length, 0);
      assert.equal(
        (JSON.parse(only?.billing ?? '{}') as { City?: string }).City,
        'Haifa',
        'latest billing details',
      );

      // Another price (no coupon) replaces the open payment: its link can no longer be paid.
      const { paymentUrl: repriced } = await env.ok(
        'createPaymentLink',
        paymentLink('payer-once', { CouponCode: '' }),
        { as: 'payer-once' },
      );
      assert.notEqual(repriced, first);
      assert.deepEqual(
        (await openPayments()).map((payment) => payment.status),
        ['superseded', 'pending'],
      );
      const oldPage = await env.app.inject({ method: 'GET', url: sandboxPath(first) });
      assert.equal(oldPage.statusCode, 410);
      assert.match(oldPage.body, /This payment link was replaced by a newer one\./);
      const oldPay = await pay(env.app, sandboxPath(first));
      assert.equal(oldPay.statusCode, 410);
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-once').execute())
          .length,
        0,
      );
      const paid = await pay(env.app, sandboxPath(repriced));
      assert.equal(paid.statusCode, 303);
    });

    test('does not charge a learner who became enrolled after the link was made', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-9'), { as: 'payer-9' });
      await env.db
        .insertInto('enrollments')
        .values({ user_id: 'payer-9', course_id: 5, source: 'coupon', enrolled_at: new Date().toISOString() })
        .execute();
      const answer = await pay(env.app, sandboxPath(paymentUrl));
      assert.equal(answer.statusCode, 409);
      assert.match(answer.body, /You are already enrolled in this course\. Nothing was charged\./);
      const payment = await env.db
        .selectFrom('payments')
        .select('status')
        .where('user_id', '=', 'payer-9')
        .executeTakeFirstOrThrow();
      assert.equal(payment.status, 'pending');
    });

    test('refuses a webhook with a tampered signature or body (401) and enrolls no one', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-3'), { as: 'payer-3' });
      const paymentId = paymentUrl.split('/').at(-1) ?? '';
      const event = { type: 'payment.succeeded', paymentId, amount: 72.89, currency: 'USD' };
      const forged = [
        signWebhook('not-the-secret', JSON.stringify(event)),
        signWebhook(SECRET, JSON.stringify({ ...event, amount: 1 })),
        signWebhook(SECRET, JSON.stringify(event), Date.now() - 60 * 60 * 1000),
        '',
      ];
      for (const signature of forged) {
        const response = await deliverWebhook(env.app, event, signature);
        assert.equal(response.statusCode, 401, signature);
        assert.equal(response.json<{ message: string }>().message, 'Webhook signature is not valid');
      }
      const unsigned = await env.app.inject({
        method: 'POST',
        url: `${STAGE}/payments/webhook`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(event),
      });
      assert.equal(unsigned.statusCode, 401);
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-3').execute())
          .length,
        0,
      );
      const payment = await env.db
        .selectFrom('payments')
        .select('status')
        .where('payment_id', '=', paymentId)
        .executeTakeFirstOrThrow();
      assert.equal(payment.status, 'pending');
    });

    test('treats a replayed webhook as a no-op and refuses one whose amount differs from the stored payment', async (env) => {
      const { paymentUrl } = await env.ok('createPaymentLink', paymentLink('payer-4'), { as: 'payer-4' });
      const paymentId = paymentUrl.split('/').at(-1) ?? '';
      const wrongAmount = await deliverWebhook(env.app, {
        type: 'payment.succeeded',
        paymentId,
        amount: 1,
        currency: 'USD',
      });
      assert.equal(wrongAmount.statusCode, 400);
      assert.equal(
        wrongAmount.json<{ message: string }>().message,
        `Payment ${paymentId} is for 72.89 USD, not 1 USD`,
      );
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-4').execute())
          .length,
        0,
      );

      const event = { type: 'payment.succeeded', paymentId, amount: 72.89, currency: 'USD' };
      const signature = signWebhook(SECRET, JSON.stringify(event));
      const answers = await Promise.all([1, 2, 3].map(() => deliverWebhook(env.app, event, signature)));
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        [200, 200, 200],
      );
      const enrolledFlags = answers.map(
        (answer) => JSON.parse(answer.json<{ body: string }>().body).enrolled as boolean,
      );
      assert.deepEqual(enrolledFlags.filter(Boolean), [true], 'exactly one delivery enrolls');
      assert.equal(
        (await env.db.selectFrom('enrollments').selectAll().where('user_id', '=', 'payer-4').execute())
          .length,
        1,
      );

      const other = await deliverWebhook(env.app, { type: 'payment.refunded', paymentId });
      assert.equal(other.statusCode, 200, 'other event types are acknowledged and ignored');
    });

    test('refuses payment links that need no payment or name a bad coupon, and invalid bodies, writing nothing', async (env) => {
      await env.db
        .insertInto('coupons')
        .values({
          code: 'ALLFREE',
          discount_type: '%',
          discount_amount: 100,
          course_id: null,
          active: 1,
          expires_at: null,
        })
        .onConflict((conflict) => conflict.column('code').doNothing())
        .execute();
      await env.rejects(
        'createPaymentLink',
        [
          [
            paymentLink('payer-5', { CourseId: 1, CouponCode: null }),
            400,
            'Course 1 is free: enroll without a payment',
          ],
          [
            paymentLink('payer-5', { CouponCode: 'ALLFREE' }),
            400,
            'Nothing to pay for course 5 with this coupon: enroll with POST /enrollments/new/coupon',
          ],
          [
            paymentLink('payer-5', { CouponCode: 'BOGUS' }),
            400,
            'body/CouponCode BOGUS is not a valid coupon for course 5',
          ],
          [paymentLink('payer-5', { CourseId: 77 }), 404, 'Course 77 not found'],
          [paymentLink('payer-5', { Country: 'Israel' }), 400, 'body/Country must be at most 2 characters'],
          [paymentLink('payer-5', { Country: 'il' }), 400, 'body/Country must be a two-letter country code'],
          [
            paymentLink('payer-5', { PaymentMethod: 'Cash' }),
            400,
            'body/PaymentMethod must be one of Credit/Debit Card, Apple Pay, Google Pay',
          ],
          [
            paymentLink('payer-5', { AddressLine1: ' ', City: undefined }),
            400,
            'body/AddressLine1 must not be empty; body/City is required',
          ],
          [paymentLink('payer-5', { Amount: -1 }), 400, 'body/Amount must not be negative'],
          [paymentLink('payer-5', { UserEmail: 'x' }), 400, 'body/UserEmail must be a valid email address'],
        ],
        { as: 'payer-5' },
      );
      await env.rejects('createPaymentLink', [[paymentLink('payer-5'), 401, /^Sign-in required/]]);
      await env.rejects(
        'createPaymentLink',
        [[paymentLink('payer-5'), 403, 'body/UserId does not match the signed-in user']],
        { as: 'payer-6' },
      );
    });

    test('answers an unknown sandbox payment with an HTML 404 page', async (env) => {
      const page = await env.app.inject({
        method: 'GET',
        url: `${STAGE}/payments/sandbox/00000000-0000-0000-0000-000000000000`,
      });
      assert.equal(page.statusCode, 404);
      assert.match(page.body, /<h1>Payment not found<\/h1>/);
      const pay = await env.app.inject({ method: 'POST', url: `${STAGE}/payments/sandbox/unknown/pay` });
      assert.equal(pay.statusCode, 404);
    });
  },
  {
    payments: {
      publicApiUrl: 'https://api.example.test',
      shellUrl: 'http://shell.example.test',
      webhookSecret: SECRET,
    },
  },
);
