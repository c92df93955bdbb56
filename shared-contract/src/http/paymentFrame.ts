/**
 * The message a payment page in the checkout frame posts to the checkout page with its content's height, so
 * the frame can be as tall as the card form and Pay is never hidden inside it.
 */
export const PAYMENT_FRAME_HEIGHT_MESSAGE = 'payment-frame-height';

/** The tallest frame the checkout page will make, whatever a page asks for. */
export const PAYMENT_FRAME_MAX_HEIGHT = 4000;

export interface PaymentFrameHeight {
  type: typeof PAYMENT_FRAME_HEIGHT_MESSAGE;
  height: number;
}

/** The height a message asks for, in whole pixels within 0..PAYMENT_FRAME_MAX_HEIGHT; null for any other message. */
export function frameHeightOf(data: unknown): number | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, height } = data as Partial<PaymentFrameHeight>;
  if (type !== PAYMENT_FRAME_HEIGHT_MESSAGE || typeof height !== 'number' || !Number.isFinite(height))
    return null;
  return Math.min(Math.max(Math.ceil(height), 0), PAYMENT_FRAME_MAX_HEIGHT);
}
