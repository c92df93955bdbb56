/** Where the Stripe client sends its requests instead of api.stripe.com (STRIPE_API_URL, for tests' local stub). */
export interface StripeApiUrl {
  protocol: 'http' | 'https';
  host: string;
  port: number;
}

export interface StripeConfig {
  /** STRIPE_SECRET_KEY (sk_… or a restricted rk_… key): creates Checkout Sessions. Never leaves the server. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET (whsec_…): the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** STRIPE_PUBLISHABLE_KEY (pk_…): the learner's page mounts Checkout with it. */
  publishableKey: string;
  apiUrl?: StripeApiUrl;
  /** The library retries network errors and 5xx answers this often (same idempotency key each time). */
  maxNetworkRetries: number;
  /** One request to Stripe gives up after this long; the payment link then answers 502. */
  timeoutMs: number;
}

/** PAYMENT_PROVIDER: the local sandbox (the default, for demos and tests) or Stripe. */
export type PaymentProviderConfig = { kind: 'sandbox' } | ({ kind: 'stripe' } & StripeConfig);

export const STRIPE_MAX_NETWORK_RETRIES = 2;
export const STRIPE_TIMEOUT_MS = 10_000;

const KEY_PATTERNS = {
  STRIPE_SECRET_KEY: {
    pattern: /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/,
    shape: 'a Stripe secret key (sk_test_… or sk_live_…, or a restricted rk_… key)',
  },
  STRIPE_WEBHOOK_SECRET: {
    pattern: /^whsec_[A-Za-z0-9+/=]+$/,
    shape: "the webhook endpoint's signing secret (whsec_…)",
  },
  STRIPE_PUBLISHABLE_KEY: {
    pattern: /^pk_(test|live)_[A-Za-z0-9]+$/,
    shape: 'a Stripe publishable key (pk_test_… or pk_live_…)',
  },
} as const;

type KeyName = keyof typeof KEY_PATTERNS;

function readStripeApiUrl(value: string | undefined, problems: string[]): StripeApiUrl | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value.trim());
  } catch {
    url = undefined;
  }
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    (url.pathname !== '/' && url.pathname !== '')
  ) {
    problems.push(`STRIPE_API_URL must be an origin such as http://127.0.0.1:12111, got ${value}`);
    return undefined;
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    protocol,
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
  };
}

/**
 * The payment provider from the environment. Every missing or malformed Stripe variable is one line of the
 * error, and no key's value is ever repeated in it.
 */
export function readPaymentConfig(env: NodeJS.ProcessEnv): PaymentProviderConfig {
  const kind = (env.PAYMENT_PROVIDER ?? '').trim() || 'sandbox';
  if (kind === 'sandbox') return { kind: 'sandbox' };
  if (kind !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be sandbox or stripe, got ${kind}`);

  const problems: string[] = [];
  const key = (name: KeyName): string => {
    const value = env[name]?.trim() ?? '';
    const { pattern, shape } = KEY_PATTERNS[name];
    if (value === '') problems.push(`${name} is required with PAYMENT_PROVIDER=stripe: set it to ${shape}`);
    else if (!pattern.test(value)) problems.push(`${name} must be ${shape}`);
    return value;
  };
  const secretKey = key('STRIPE_SECRET_KEY');
  const webhookSecret = key('STRIPE_WEBHOOK_SECRET');
  const publishableKey = key('STRIPE_PUBLISHABLE_KEY');
  const mode = (value: string) => /^[a-z]+_(test|live)_/.exec(value)?.[1];
  if (problems.length === 0 && mode(secretKey) !== mode(publishableKey))
    problems.push(
      `STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY must both be test keys or both live keys (one is ${mode(secretKey)}, the other ${mode(publishableKey)})`,
    );
  const apiUrl = readStripeApiUrl(env.STRIPE_API_URL, problems);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return {
    kind: 'stripe',
    secretKey,
    webhookSecret,
    publishableKey,
    ...(apiUrl ? { apiUrl } : {}),
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeoutMs: STRIPE_TIMEOUT_MS,
  };
}
