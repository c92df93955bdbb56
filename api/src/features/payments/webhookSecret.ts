import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const WEBHOOK_SECRET_FILE = 'payment-webhook-secret';

/**
 * The webhook secret when PAYMENT_WEBHOOK_SECRET is not set: generated once per data directory and kept
 * there (owner-only), so restarts and every instance sharing the directory agree on it.
 */
export function loadOrCreateWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, WEBHOOK_SECRET_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(32).toString('hex'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds no usable secret: delete it to generate a new one`);
  return secret;
}
