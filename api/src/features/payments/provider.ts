import * as z from 'zod/mini';

/** What the API asks a payment provider to charge. */
export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
}

/** Only a card's brand and last four digits ever travel or are stored; never its number. */
const cardSummary = z.object({
  brand: z.string().check(z.minLength(1), z.maxLength(40)),
  last4: z.string().check(z.regex(/^\d{4}$/)),
});

/** The attempt an event reports: replays carry the same id and are recorded once. */
const attempt = { attemptId: z.string().check(z.minLength(1), z.maxLength(100)), card: cardSummary };

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

/** The events that change anything here; other types are acknowledged and ignored. */
export const paymentEvent = z.discriminatedUnion('type', [paymentSucceeded, paymentFailed]);

export type PaymentSucceeded = z.output<typeof paymentSucceeded>;
export type PaymentFailed = z.output<typeof paymentFailed>;

/**
 * A payment provider: where the learner pays, and how its webhooks are authenticated. The local sandbox
 * is the default; a hosted provider implements the same two operations.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The page the checkout frame opens for this payment, and the provider's reference for it. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string; reference: string }>;
  /** Whether a webhook delivery really comes from the provider (checked on the raw bytes). */
  verifyWebhook(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): boolean;
}
