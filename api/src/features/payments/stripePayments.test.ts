import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after } from 'node:test';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { describeApi, STAGE, type ApiEnv } from '../../testing/apiHarness';
import { paymentLink } from '../../testing/paymentLink';
import { captureLog } from '../../testing/logCapture';
import { startStripeStub } from '../../testing/stripeStub';
import type { StripeConfig } from './paymentConfig';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature';

const stub = await startStripeStub();
after(() => stub.close());
const log = captureLog();

const STRIPE: StripeConfig = {
  secretKey: 'sk_test_51SecretKeyNeverShownToAnyone0123456789',
  webhookSecret: 'whsec_TestWebhookSigningSecret0123456789',
  publishableKey: 'pk_test_51PublishableKeyForTheLearnersPage0123',
  apiUrl: stub.apiUrl,
  maxNetworkRetries: 1,
  timeoutMs: 400,
};
const SHELL = 'http://shell.example.test';
const PROVIDER_DOWN = 'The payment provider could not be reached. Please try again later.';

/** A learner's payment link, its payment id, and the session creation the stub received for it. */
async function openPayment(env: ApiEnv, userId: string, extra: Record<string, unknown> = {}) {
  const { paymentUrl } = await env.ok('createPaymentLink', paymentLink(userId, extra), { as: userId });
  const paymentId = paymentUrl.split('/').at(-1) ?? '';
  const created = stub.requests.filter((request) => request.form.client_reference_id === paymentId);
  return { paymentUrl, paymentId, created };
}

/** A Stripe event about a Checkout Session of this payment, as Stripe would send it. */
function sessionEvent(
  paymentId: string,
  type: string,
  session: Record<string, unknown> = {},
  id = `evt_${Math.random().toString(36).slice(2)}`,
) {
  return {
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: `cs_test_for_${paymentId}`,
        object: 'checkout.session',
        client_reference_id: paymentId,
        metadata: { paymentId },
        payment_status: 'paid',
        status: 'complete',
        amount_total: 7289,
        currency: 'usd',
        payment_intent: `pi_for_${paymentId}`,
        ...session,
      },
    },
  };
}

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? STRIPE.webhookSecret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });

/** Delivers the payload with this Stripe-Signature header (signed correctly unless given; null: none). */
function deliver(app: FastifyInstance, payload: string, signature: string | null = sign(payload)) {
  return app.inject({
    method: 'POST',
    url: `${STAGE}/payments/webhook`,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'stripe-signature': signature }),
    },
    payload,
  });
}

const enrolments = (env: ApiEnv, userId: string) =>
  env.db.selectFrom('enrollments').selectAll().where('user_id', '=', userId).execute();

const paymentRow = (env: ApiEnv, paymentId: string) =>
  env.db.selectFrom('payments').selectAll().where('payment_id', '=', paymentId).executeTakeFirstOrThrow();

const attemptsOf = (billing: string) => (JSON.parse(billing) as { attempts?: unknown[] }).attempts ?? [];

describeApi(
  'Stripe payments',
  (test) => {
    test("creates an embedded Checkout Session for the server's price (after the coupon), never the client's Amount", async (env) => {
      const { paymentUrl, paymentId, created } = await openPayment(env, 'stripe-1');
      assert.match(paymentUrl, /^https:\/\/api\.example\.test\/dev\/payments\/stripe\/[0-9a-f-]{36}$/);
      assert.equal(created.length, 1);
      const [{ path, headers, form }] = created as [(typeof created)[number]];
      assert.equal(path, '/v1/checkout/sessions');
      assert.equal(headers.authorization, `Bearer ${STRIPE.secretKey}`);
      // 89 offer price − 30% (PY30NOW) = 62.30, + 17% IL tax 10.59 = 72.89 USD: 7289 cents.
      assert.deepEqual(
        {
          mode: form.mode,
          ui_mode: form.ui_mode,
          amount: form['line_items[0][price_data][unit_amount]'],
          currency: form['line_items[0][price_data][currency]'],
          quantity: form['line_items[0][quantity]'],
          name: form['line_items[0][price_data][product_data][name]'],
          client_reference_id: form.client_reference_id,
          metadata: form['metadata[paymentId]'],
          intentMetadata: form['payment_intent_data[metadata][paymentId]'],
          return_url: form.return_url,
        },
        {
          mode: 'payment',
          ui_mode: 'embedded_page',
          amount: '7289',
          currency: 'usd',
          quantity: '1',
          name: 'Python Programming Masterclass',
          client_reference_id: paymentId,
          metadata: paymentId,
          intentMetadata: paymentId,
          return_url: `${SHELL}/payment-success?courseId=5`,
        },
      );
      const payment = await paymentRow(env, paymentId);
      assert.deepEqual(
        [payment.provider, Number(payment.amount), payment.currency, payment.status],
        ['stripe', 72.89, 'USD', 'pending'],
      );
      assert.match(
        payment.provider_reference ?? '',
        /^cs_test_\d+$/,
        'the session id is the provider reference',
      );

      const plain = await openPayment(env, 'stripe-1b', { CouponCode: '', Country: 'US', ZipCode: '10001' });
      assert.equal(plain.created[0]?.form['line_items[0][price_data][unit_amount]'], '8900');
    });

    test('sends one idempotency key per order: the same on retries, another for another order', async (env) => {
      stub.failNext = 1;
      const first = await openPayment(env, 'stripe-2');
      assert.equal(first.created.length, 2, 'the library retried the 500');
      const keys = first.created.map((request) => request.headers['idempotency-key']);
      assert.equal(keys[0], `checkout-session-${first.paymentId}`);
      assert.equal(keys[1], keys[0], 'the retry carries the same key, so Stripe returns the same session');
      const again = await openPayment(env, 'stripe-2', { City: 'Haifa' });
      assert.equal(again.paymentId, first.paymentId, 'the same order is not created twice');
      const other = await openPayment(env, 'stripe-3');
      assert.notEqual(other.created[0]?.headers['idempotency-key'], keys[0]);
    });

    test('answers the payment-link error (502) when Stripe fails or hangs, logs it, and stores nothing', async (env) => {
      for (const mode of ['error', 'hang'] as const) {
        stub.mode = mode;
        try {
          await env.rejects('createPaymentLink', [[paymentLink('stripe-down'), 502, PROVIDER_DOWN]], {
            as: 'stripe-down',
          });
        } finally {
          stub.mode = 'ok';
        }
      }
      const logged = log.lines.filter((line) =>
        line.includes('payment provider did not create the checkout'),
      );
      assert.ok(logged.length >= 2, 'each failure is logged');
      assert.ok(
        logged.every((line) => !line.includes(STRIPE.secretKey)),
        'the secret key is never logged',
      );
      const { paymentId } = await openPayment(env, 'stripe-down');
      assert.equal((await paymentRow(env, paymentId)).status, 'pending', 'a retry then works');
    });

    test('serves the Stripe page to the frame: strict CSP, no-store, the client secret of this payment only', async (env) => {
      const mine = await openPayment(env, 'stripe-page');
      const theirs = await openPayment(env, 'stripe-page-2');
      const answer = await env.call('createPaymentLink', paymentLink('stripe-page'), { as: 'stripe-page' });
      const page = await env.app.inject({ method: 'GET', url: new URL(mine.paymentUrl).pathname });
      assert.equal(page.statusCode, 200);
      assert.match(String(page.headers['content-type']), /^text\/html/);
      assert.equal(page.headers['cache-control'], 'no-store');
      const policy = new Map(
        String(page.headers['content-security-policy'])
          .split('; ')
          .map((directive) => {
            const [name = '', ...sources] = directive.split(' ');
            return [name, sources] as const;
          }),
      );
      assert.deepEqual(policy.get('default-src'), ["'none'"]);
      assert.deepEqual(policy.get('frame-ancestors'), [SHELL]);
      const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
      assert.equal(scripts.length, 2);
      assert.deepEqual(policy.get('script-src'), [
        'https://js.stripe.com',
        'https://*.js.stripe.com',
        ...scripts.map((script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`),
      ]);
      assert.ok(policy.get('frame-src')?.includes('https://js.stripe.com'));
      assert.ok(policy.get('connect-src')?.includes('https://api.stripe.com'));
      assert.match(page.body, /<script src="https:\/\/js\.stripe\.com\/v3"><\/script>/);
      assert.match(page.body, /<html lang="en">/);
      assert.match(page.body, /<h1 class="visually-hidden">Pay for Python Programming Masterclass<\/h1>/);

      const stored = (id: string) =>
        paymentRow(env, id).then((row) => (JSON.parse(row.billing) as { clientSecret: string }).clientSecret);
      const secret = await stored(mine.paymentId);
      const otherSecret = await stored(theirs.paymentId);
      assert.match(secret, /^cs_test_\d+_secret_/);
      assert.ok(page.body.includes(`data-client-secret="${secret}"`));
      assert.ok(page.body.includes(`data-publishable-key="${STRIPE.publishableKey}"`));
      assert.ok(!page.body.includes(otherSecret), "another learner's session is not in this page");
      for (const text of [page.body, JSON.stringify(page.headers), answer.body]) {
        assert.ok(!text.includes(STRIPE.secretKey), 'the secret key never leaves the server');
        assert.ok(!text.includes(STRIPE.webhookSecret));
      }
      assert.ok(!answer.body.includes(secret), 'the payment-link answer carries only the page URL');

      const unknown = await env.app.inject({
        method: 'GET',
        url: `${STAGE}/payments/stripe/00000000-0000-0000-0000-000000000000`,
      });
      assert.equal(unknown.statusCode, 404);
      assert.match(unknown.body, /<h1>Payment not found<\/h1>/);
      assert.equal(unknown.headers['cache-control'], 'no-store');
      const sandbox = await env.app.inject({
        method: 'GET',
        url: `${STAGE}/payments/sandbox/${mine.paymentId}`,
      });
      assert.equal(sandbox.statusCode, 404, 'a Stripe payment has no sandbox card form');

      const replaced = await openPayment(env, 'stripe-page', { CouponCode: '' });
      assert.notEqual(replaced.paymentId, mine.paymentId);
      const old = await env.app.inject({ method: 'GET', url: new URL(mine.paymentUrl).pathname });
      assert.equal(old.statusCode, 410);
      assert.match(old.body, /This payment link was replaced by a newer one\./);
      assert.ok(!old.body.includes(secret));
    });

    test('a correctly signed checkout.session.completed enrolls once; replays and the later async success change nothing', async (env) => {
      const { paymentId, paymentUrl } = await openPayment(env, 'stripe-paid');
      const payload = JSON.stringify(sessionEvent(paymentId, 'checkout.session.completed'));
      const signature = sign(payload);
      const first = await deliver(env.app, payload, signature);
      assert.equal(first.statusCode, 200, first.body);
      assert.deepEqual(JSON.parse(first.json<{ body: string }>().body), { received: true, enrolled: true });
      for (const answer of [
        await deliver(env.app, payload, signature),
        await deliver(env.app, payload),
        await deliver(
          env.app,
          JSON.stringify(sessionEvent(paymentId, 'checkout.session.async_payment_succeeded')),
        ),
      ]) {
        assert.equal(answer.statusCode, 200);
        assert.deepEqual(JSON.parse(answer.json<{ body: string }>().body), {
          received: true,
          enrolled: false,
        });
      }
      assert.deepEqual(
        (await enrolments(env, 'stripe-paid')).map((row) => [row.course_id, row.source]),
        [[5, 'payment']],
      );
      const payment = await paymentRow(env, paymentId);
      assert.equal(payment.status, 'paid');
      assert.deepEqual(
        attemptsOf(payment.billing).map((attempt) => {
          const { attemptId, outcome } = attempt as Record<string, string>;
          return { attemptId, outcome };
        }),
        [{ attemptId: `pi_for_${paymentId}`, outcome: 'succeeded' }],
        'one attempt, recorded once',
      );
      const page = await env.app.inject({ method: 'GET', url: new URL(paymentUrl).pathname });
      assert.match(page.body, /This payment is complete\./);
      assert.doesNotMatch(page.body, /data-client-secret/);
    });

    test('refuses a tampered, wrongly signed, stale or unsigned event (401) and enrolls no one', async (env) => {
      const { paymentId } = await openPayment(env, 'stripe-forged');
      const payload = JSON.stringify(sessionEvent(paymentId, 'checkout.session.completed'));
      const now = Math.floor(Date.now() / 1000);
      const forged: Array<[string, string | null]> = [
        [payload.replace('"amount_total":7289', '"amount_total":100'), sign(payload)],
        [payload, sign(payload, { secret: 'whsec_NotTheEndpointsSecret0123456789' })],
        [payload, sign(payload, { timestamp: now - SIGNATURE_TOLERANCE_SECONDS - 5 })],
        [payload, 't=1,v1=00'],
        [payload, null],
      ];
      for (const [body, signature] of forged) {
        const answer = await deliver(env.app, body, signature);
        assert.equal(answer.statusCode, 401, String(signature));
        assert.equal(answer.json<{ message: string }>().message, 'Webhook signature is not valid');
      }
      const recent = await deliver(env.app, payload, sign(payload, { timestamp: now - 60 }));
      assert.equal(recent.statusCode, 200, 'a minute-old delivery is within the tolerance');
      assert.equal((await enrolments(env, 'stripe-forged')).length, 1);
    });

    test('a stale event alone enrolls nothing and leaves the payment pending', async (env) => {
      const { paymentId } = await openPayment(env, 'stripe-stale');
      const payload = JSON.stringify(sessionEvent(paymentId, 'checkout.session.completed'));
      const stale = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
      assert.equal((await deliver(env.app, payload, stale)).statusCode, 401);
      assert.equal((await enrolments(env, 'stripe-stale')).length, 0);
      assert.equal((await paymentRow(env, paymentId)).status, 'pending');
    });

    test('10 concurrent deliveries of the same event enroll once', async (env) => {
      const { paymentId } = await openPayment(env, 'stripe-burst');
      const payload = JSON.stringify(sessionEvent(paymentId, 'checkout.session.completed'));
      const signature = sign(payload);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => deliver(env.app, payload, signature)),
      );
      assert.deepEqual(
        answers.map((answer) => answer.statusCode),
        Array(10).fill(200),
      );
      const enrolled = answers.map(
        (answer) => (JSON.parse(answer.json<{ body: string }>().body) as { enrolled: boolean }).enrolled,
      );
      assert.deepEqual(enrolled.filter(Boolean), [true]);
      assert.equal((await enrolments(env, 'stripe-burst')).length, 1);
      assert.equal(attemptsOf((await paymentRow(env, paymentId)).billing).length, 1);
    });

    test("does not enroll on an amount or currency other than the server's, nor on an unpaid session", async (env) => {
      const { paymentId } = await openPayment(env, 'stripe-amount');
      const cases: Array<[Record<string, unknown>, number, string?]> = [
        [{ amount_total: 100 }, 400, `Payment ${paymentId} is for 72.89 USD, not 1 USD`],
        [{ currency: 'eur' }, 400, `Payment ${paymentId} is for 72.89 USD, not 72.89 EUR`],
        [{ payment_status: 'unpaid' }, 200],
      ];
      for (const [session, status, message] of cases) {
        const answer = await deliver(
          env.app,
          JSON.stringify(sessionEvent(paymentId, 'checkout.session.completed', session)),
        );
        assert.equal(answer.statusCode, status, answer.body);
        if (message) assert.equal(answer.json<{ message: string }>().message, message);
      }
      const ignored = await deliver(
        env.app,
        JSON.stringify({
          ...sessionEvent(paymentId, 'payment_intent.succeeded'),
          data: { object: { id: 'pi_1' } },
        }),
      );
      assert.equal(ignored.statusCode, 200, 'other event types are acknowledged and ignored');
      assert.equal((await enrolments(env, 'stripe-amount')).length, 0);
      assert.equal((await paymentRow(env, paymentId)).status, 'pending');
    });

    test('an expired session or a failed delayed payment closes the link; the next request makes a new session', async (env) => {
      for (const [userId, type] of [
        ['stripe-expired', 'checkout.session.expired'],
        ['stripe-failed', 'checkout.session.async_payment_failed'],
      ] as const) {
        const first = await openPayment(env, userId);
        const answer = await deliver(
          env.app,
          JSON.stringify(sessionEvent(first.paymentId, type, { payment_status: 'unpaid' })),
        );
        assert.equal(answer.statusCode, 200, answer.body);
        assert.equal(
          (await paymentRow(env, first.paymentId)).status,
          type.endsWith('expired') ? 'expired' : 'failed',
        );
        const page = await env.app.inject({ method: 'GET', url: new URL(first.paymentUrl).pathname });
        assert.equal(page.statusCode, 410);
        assert.match(
          page.body,
          /This payment link can no longer be used\. Please return to checkout and try again\./,
        );
        const next = await openPayment(env, userId);
        assert.notEqual(next.paymentId, first.paymentId);
        assert.equal(next.created.length, 1, 'a new Checkout Session');
        assert.equal((await enrolments(env, userId)).length, 0);
      }
    });
  },
  {
    logger: { level: 'error', stream: log.stream },
    payments: {
      publicApiUrl: 'https://api.example.test',
      shellUrl: SHELL,
      webhookSecret: 'sandbox-secret-unused-with-stripe-0123456789',
      provider: { kind: 'stripe', ...STRIPE },
    },
  },
);
