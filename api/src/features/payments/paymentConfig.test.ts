import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { readPaymentConfig, STRIPE_MAX_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from './paymentConfig';

const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_51AbCdEf0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_AbCdEf0123456789+/=',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_51AbCdEf0123456789',
};

/** The error lines readPaymentConfig throws for this environment. */
function problems(env: NodeJS.ProcessEnv): string[] {
  try {
    readPaymentConfig(env);
  } catch (error) {
    return (error as Error).message.split('\n');
  }
  return assert.fail('expected the configuration to be refused');
}

describe('readPaymentConfig', () => {
  it('defaults to the sandbox', () => {
    assert.deepEqual(readPaymentConfig({}), { kind: 'sandbox' });
    assert.deepEqual(readPaymentConfig({ PAYMENT_PROVIDER: 'sandbox' }), { kind: 'sandbox' });
  });

  it('reads Stripe with its keys, the library retries and timeout, and api.stripe.com unless STRIPE_API_URL says otherwise', () => {
    assert.deepEqual(readPaymentConfig(STRIPE_ENV), {
      kind: 'stripe',
      secretKey: STRIPE_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_ENV.STRIPE_WEBHOOK_SECRET,
      publishableKey: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
      timeoutMs: STRIPE_TIMEOUT_MS,
    });
    const local = readPaymentConfig({ ...STRIPE_ENV, STRIPE_API_URL: 'http://127.0.0.1:12111' });
    assert.ok(local.kind === 'stripe');
    assert.deepEqual(local.apiUrl, { protocol: 'http', host: '127.0.0.1', port: 12111 });
    const restricted = readPaymentConfig({ ...STRIPE_ENV, STRIPE_SECRET_KEY: 'rk_live_51AbCdEf0123456789' });
    assert.equal(restricted.kind, 'stripe');
  });

  it('refuses an unknown provider', () => {
    assert.deepEqual(problems({ PAYMENT_PROVIDER: 'paypal' }), [
      'PAYMENT_PROVIDER must be sandbox or stripe, got paypal',
    ]);
  });

  it('names each missing Stripe variable on its own line', () => {
    assert.deepEqual(problems({ PAYMENT_PROVIDER: 'stripe' }), [
      'STRIPE_SECRET_KEY is required with PAYMENT_PROVIDER=stripe: set it to a Stripe secret key (sk_test_… or sk_live_…, or a restricted rk_… key)',
      "STRIPE_WEBHOOK_SECRET is required with PAYMENT_PROVIDER=stripe: set it to the webhook endpoint's signing secret (whsec_…)",
      'STRIPE_PUBLISHABLE_KEY is required with PAYMENT_PROVIDER=stripe: set it to a Stripe publishable key (pk_test_… or pk_live_…)',
    ]);
  });

  it('names each malformed one without repeating its value', () => {
    const env = {
      PAYMENT_PROVIDER: 'stripe',
      // The publishable key given as the secret key, and the other way round: a classic mix-up.
      STRIPE_SECRET_KEY: STRIPE_ENV.STRIPE_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: 'not-a-signing-secret',
      STRIPE_PUBLISHABLE_KEY: STRIPE_ENV.STRIPE_SECRET_KEY,
      STRIPE_API_URL: 'ftp://stripe.example',
    };
    const lines = problems(env);
    assert.deepEqual(lines, [
      'STRIPE_SECRET_KEY must be a Stripe secret key (sk_test_… or sk_live_…, or a restricted rk_… key)',
      "STRIPE_WEBHOOK_SECRET must be the webhook endpoint's signing secret (whsec_…)",
      'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_test_… or pk_live_…)',
      'STRIPE_API_URL must be an origin such as http://127.0.0.1:12111, got ftp://stripe.example',
    ]);
    for (const secret of [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET])
      assert.ok(lines.every((line) => !line.includes(secret)));
  });

  it('refuses a test key with a live key', () => {
    assert.deepEqual(problems({ ...STRIPE_ENV, STRIPE_PUBLISHABLE_KEY: 'pk_test_51AbCdEf0123456789' }), [
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys (one is live, the other test)',
    ]);
  });
});
