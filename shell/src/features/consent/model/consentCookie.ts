/** The consent cookie (spec: CookieConsent, 'true' accepted, 'false' declined, 365 days, SameSite Lax). */
export const CONSENT_COOKIE = 'CookieConsent';
export const CONSENT_DAYS = 365;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ConsentCookieOptions {
  now?: Date;
  /** Secure cookies only travel over https; on plain http (local runs) the browser would drop one. */
  secure?: boolean;
}

/** The Set-Cookie string for a consent answer. */
export function serializeConsentCookie(
  accepted: boolean,
  { now = new Date(), secure = globalThis.location?.protocol === 'https:' }: ConsentCookieOptions = {},
): string {
  const expires = new Date(now.getTime() + CONSENT_DAYS * DAY_MS);
  return [
    `${CONSENT_COOKIE}=${String(accepted)}`,
    `Expires=${expires.toUTCString()}`,
    `Max-Age=${String(CONSENT_DAYS * 24 * 60 * 60)}`,
    'Path=/',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function writeConsentCookie(accepted: boolean, doc: Document = document): void {
  doc.cookie = serializeConsentCookie(accepted);
}

/** true or false once the visitor has answered; null when there is no (valid) answer. */
export function readConsentCookie(doc: Document = document): boolean | null {
  for (const part of doc.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name !== CONSENT_COOKIE) continue;
    if (value === 'true') return true;
    if (value === 'false') return false;
  }
  return null;
}
