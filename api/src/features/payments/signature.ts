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

/** True when the header signs exactly this body with the secret, recently enough. */
export function verifyWebhook(
  secret: string,
  header: string | undefined,
  body: Buffer,
  now = Date.now(),
): boolean {
  const parts = new Map(
    (header ?? '').split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]),
  );
  const timestamp = Number(parts.get('t'));
  const signature = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
    return false;
  const expected = Buffer.from(hmac(secret, timestamp, body), 'hex');
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
