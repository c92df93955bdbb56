import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed webhook may be; older deliveries are refused as possible replays of captured requests. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: Buffer | string) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The signature header value for a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export function signWebhook(secret: string, body: Buffer | string, now = Date.now()): string {
  const timestamp = Math.floor(now / 1000);
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * True when the header signs exactly this body with the secret, recently enough. Any of several `v1`
 * signatures may match, so a provider can sign with the old and the new secret while it is rotated.
 */
export function verifyWebhook(
  secret: string,
  header: string | undefined,
  body: Buffer,
  now = Date.now(),
): boolean {
  const parts = (header ?? '').split(',').map((part) => part.trim().split('=', 2));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  // Every candidate is compared (no early exit), so the time taken does not tell which one matched.
  return parts
    .filter(([key]) => key === 'v1')
    .map(([, signature]) => Buffer.from(signature ?? '', 'hex'))
    .reduce(
      (matched, given) => (given.length === expected.length && timingSafeEqual(given, expected)) || matched,
      false,
    );
}
