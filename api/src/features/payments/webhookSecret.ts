import { loadOrCreateSecret } from '../../localSecret';

export const WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

/** The webhook secret when PAYMENT_WEBHOOK_SECRET is not set, kept in the data directory. */
export function loadOrCreateWebhookSecret(dataDir: string): string {
  return loadOrCreateSecret(dataDir, WEBHOOK_SECRET_FILE);
}
