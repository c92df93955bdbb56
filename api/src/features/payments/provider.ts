import { z } from 'zod';

/** What the API asks a payment provider to charge. */
export interface CheckoutRequest {
  paymentId: string;
  amount: number;
  currency: string;
  description: string;
}

/** The one event that changes anything here: the provider confirms it collected the money. */
export const paymentSucceeded = z.object({
  type: z.literal('payment.succeeded'),
  paymentId: z.string().min(1),
  amount: z.number(),
  currency: z.string().min(1),
});

export type PaymentSucceeded = z.output<typeof paymentSucceeded>;

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
