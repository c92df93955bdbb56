import Stripe from 'stripe';
import type { StripeConfig } from './paymentConfig';
import {
  PaymentProviderError,
  type PaymentEvent,
  type PaymentProvider,
  type WebhookDelivery,
} from './provider';

export interface StripeSettings {
  /** e.g. https://api.example.com; the checkout frame opens the API's Stripe page there. */
  publicApiUrl: string;
  /** e.g. /dev */
  stage: string;
  /** The paid frame lands on the shell's /payment-success page (Checkout's return URL). */
  shellUrl: string;
  config: StripeConfig;
}

/** Digits after the decimal point in the currency's amounts (2 for USD, 0 for JPY), as Stripe's minor units count them. */
const minorDigits = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

/** 72.89 USD → 7289 (cents): Stripe takes amounts as whole minor units. */
export const toMinorUnits = (amount: number, currency: string) =>
  Math.round(amount * 10 ** minorDigits(currency));

export const fromMinorUnits = (minor: number, currency: string) => minor / 10 ** minorDigits(currency);

/** One key per order: a retried creation (the library's own retries, or ours) returns the same session. */
export const idempotencyKey = (paymentId: string) => `checkout-session-${paymentId}`;

/** The Stripe client, pointed at STRIPE_API_URL when a test gives one (a local stub), else at Stripe. */
export function stripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries,
    timeout: config.timeoutMs,
    telemetry: false,
    ...(config.apiUrl
      ? {
          protocol: config.apiUrl.protocol,
          host: config.apiUrl.host,
          port: config.apiUrl.port,
        }
      : {}),
  });
}

/** The payment a Checkout Session belongs to: our payment id, set as its client reference and in its metadata. */
const paymentIdOf = (session: Stripe.Checkout.Session) =>
  session.client_reference_id ?? session.metadata?.paymentId ?? undefined;

/** The attempt id of a session's payment: its PaymentIntent, so the completed and succeeded events count once. */
const attemptIdOf = (session: Stripe.Checkout.Session, event: Stripe.Event) =>
  (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ??
  event.id;

/** The internal event of a verified Stripe event, or undefined for those that change nothing here. */
export function paymentEventOf(event: Stripe.Event): PaymentEvent | undefined {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      // A completed session may still wait for a delayed payment (e.g. a bank debit): only money collected enrolls.
      if (
        !paymentId ||
        session.payment_status !== 'paid' ||
        session.amount_total === null ||
        !session.currency
      )
        return undefined;
      const currency = session.currency.toUpperCase();
      return {
        type: 'payment.succeeded',
        paymentId,
        amount: fromMinorUnits(session.amount_total, currency),
        currency,
        attemptId: attemptIdOf(session, event),
      };
    }
    case 'checkout.session.async_payment_failed': {
      const session = event.data.object;
      const paymentId = paymentIdOf(session);
      if (!paymentId) return undefined;
      return {
        type: 'payment.failed',
        paymentId,
        attemptId: attemptIdOf(session, event),
        failureCode: 'async_payment_failed',
        failureMessage: 'The payment did not go through.',
      };
    }
    case 'checkout.session.expired': {
      const paymentId = paymentIdOf(event.data.object);
      return paymentId ? { type: 'payment.expired', paymentId } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * Stripe Checkout, embedded in the checkout frame: the frame opens the API's Stripe page, which mounts the
 * session with its client secret; Stripe's signed webhook is the only thing that enrolls.
 */
export function stripeProvider(
  settings: StripeSettings,
  stripe = stripeClient(settings.config),
): PaymentProvider {
  const { config } = settings;
  return {
    name: 'stripe',
    payableAfterFailure: false,
    async createCheckout({ paymentId, courseId, amount, currency, description }) {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            ui_mode: 'embedded_page',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: currency.toLowerCase(),
                  unit_amount: toMinorUnits(amount, currency),
                  product_data: { name: description },
                },
              },
            ],
            client_reference_id: paymentId,
            metadata: { paymentId },
            payment_intent_data: { metadata: { paymentId } },
            return_url: `${settings.shellUrl}/payment-success?courseId=${courseId}`,
          },
          { idempotencyKey: idempotencyKey(paymentId) },
        );
      } catch (error) {
        throw new PaymentProviderError('stripe', error);
      }
      if (!session.client_secret)
        throw new PaymentProviderError('stripe', new Error(`Session ${session.id} has no client secret`));
      return {
        url: `${settings.publicApiUrl}${settings.stage}/payments/stripe/${paymentId}`,
        reference: session.id,
        clientSecret: session.client_secret,
      };
    },
    readWebhook(rawBody, headers): WebhookDelivery {
      const signature = headers['stripe-signature'];
      if (typeof signature !== 'string' || signature === '') return { kind: 'unverified' };
      let event: Stripe.Event;
      try {
        // The library's own check: HMAC of the exact bytes, within its default 300 s tolerance.
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) return { kind: 'unverified' };
        return { kind: 'malformed', message: 'body is not valid JSON' };
      }
      const internal = paymentEventOf(event);
      return internal ? { kind: 'event', event: internal } : { kind: 'ignored' };
    },
  };
}
