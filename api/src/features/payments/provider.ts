import * as z from 'zod/mini';
import { HttpError } from '../../http/errors';

/** What the API asks a payment provider to charge. */
export interface CheckoutRequest {
  paymentId: string;
  /** The course paid for: the paid frame lands on the shell's /payment-success?courseId=... */
  courseId: number;
  /** The server's total, in the currency's major unit (e.g. 72.89 USD). */
  amount: number;
  currency: string;
  description: string;
}

/** Where the checkout frame pays for a payment, and what the provider calls it. */
export interface Checkout {
  url: string;
  reference: string;
  /** Lets the learner's browser open the provider's checkout (Stripe's embedded Checkout); kept with the payment. */
  clientSecret?: string;
}

/** Only a card's brand and last four digits ever travel or are stored; never its number. */
const cardSummary = z.object({
  brand: z.string().check(z.minLength(1), z.maxLength(40)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
});

/**
 * The attempt an event reports: replays carry the same id and are recorded once. The card is known when the
 * provider reports it (the sandbox does; a Stripe Checkout event does not carry it).
 */
const attempt = {
  attemptId: z.string().check(z.minLength(1), z.maxLength(100)),
  card: z.optional(cardSummary),
};

/** The provider confirms it collected the money: the only event that enrolls. */
export const paymentSucceeded = z.partial(
  z.object({
    type: z.literal('payment.succeeded'),
    paymentId: z.string().check(z.minLength(1)),
    amount: z.number(),
    currency: z.string().check(z.minLength(1)),
    ...attempt,
  }),
  { attemptId: true, card: true },
);

/** The provider refused a charge (e.g. the card was declined): recorded, nothing granted. */
export const paymentFailed = z.object({
  type: z.literal('payment.failed'),
  paymentId: z.string().check(z.minLength(1)),
  failureCode: z.string().check(z.minLength(1), z.maxLength(100)),
  failureMessage: z.string().check(z.minLength(1), z.maxLength(500)),
  ...attempt,
});

/** The provider's checkout for the payment ended unpaid (e.g. a Stripe session expired): a new link is needed. */
export const paymentExpired = z.object({
  type: z.literal('payment.expired'),
  paymentId: z.string().check(z.minLength(1)),
});

/** The events that change anything here; other types are acknowledged and ignored. */
export const paymentEvent = z.discriminatedUnion('type', [paymentSucceeded, paymentFailed, paymentExpired]);

export type PaymentSucceeded = z.output<typeof paymentSucceeded>;
export type PaymentFailed = z.output<typeof paymentFailed>;
export type PaymentExpired = z.output<typeof paymentExpired>;
export type PaymentEvent = z.output<typeof paymentEvent>;

/**
 * A webhook delivery as the provider reads it: not from the provider (refused), signed but unreadable, an
 * event that changes something here, or one that is acknowledged and ignored.
 */
export type WebhookDelivery =
  | { kind: 'unverified' }
  | { kind: 'malformed'; message: string }
  | { kind: 'ignored' }
  | { kind: 'event'; event: PaymentEvent };

/** The provider could not create the checkout (down, slow, or refusing): answered 502, nothing stored. */
export class PaymentProviderError extends HttpError {
  constructor(
    readonly provider: string,
    cause: unknown,
  ) {
    super(502, 'The payment provider could not be reached. Please try again later.');
    this.cause = cause;
  }
}

/**
 * A payment provider: where the learner pays, and how its webhooks are read. The local sandbox is the
 * default; Stripe implements the same operations, so the webhook route stays the same for both.
 */
export interface PaymentProvider {
  readonly name: string;
  /**
   * Whether a declined payment can be paid again on the same page: the sandbox's card form can; a Stripe
   * Checkout Session whose payment failed is closed, so the learner gets a new one.
   */
  readonly payableAfterFailure: boolean;
  /** The page the checkout frame opens for this payment, and the provider's reference for it. */
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Checks a delivery really comes from the provider (on the raw bytes) and turns it into an internal event. */
  readWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): WebhookDelivery;
}
