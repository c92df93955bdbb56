import { paymentEvent, type PaymentProvider } from './provider';
import { verifyWebhook } from './signature';

/** The header that carries the sandbox's webhook signature. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export interface SandboxSettings {
  /** e.g. http://127.0.0.1:4000 */
  publicApiUrl: string;
  /** e.g. /dev */
  stage: string;
  webhookSecret: string;
}

/** The local sandbox: its payment page is served by this API, and it signs its webhooks with the shared secret. */
export function sandboxProvider(settings: SandboxSettings): PaymentProvider {
  return {
    name: 'sandbox',
    payableAfterFailure: true,
    async createCheckout({ paymentId }) {
      return {
        url: `${settings.publicApiUrl}${settings.stage}/payments/sandbox/${paymentId}`,
        reference: `sandbox_${paymentId}`,
      };
    },
    readWebhook(rawBody, headers) {
      const header = headers[SANDBOX_SIGNATURE_HEADER];
      if (!verifyWebhook(settings.webhookSecret, Array.isArray(header) ? header[0] : header, rawBody))
        return { kind: 'unverified' };
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { kind: 'malformed', message: 'body is not valid JSON' };
      }
      const parsed = paymentEvent.safeParse(body);
      // Other event types are acknowledged so the sender stops resending them; they change nothing here.
      return parsed.success ? { kind: 'event', event: parsed.data } : { kind: 'ignored' };
    },
  };
}
