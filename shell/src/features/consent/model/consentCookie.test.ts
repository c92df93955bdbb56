import { readConsentCookie, serializeConsentCookie, writeConsentCookie } from './consentCookie';

const NOW = new Date('2024-04-13T10:00:00Z');

afterEach(() => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
});

it('stores acceptance as CookieConsent=true for 365 days, site-wide, SameSite Lax, Secure on https', () => {
  const cookie = serializeConsentCookie(true, { now: NOW, secure: true });
  expect(cookie.split('; ')).toEqual([
    'CookieConsent=true',
    'Expires=Sun, 13 Apr 2025 10:00:00 GMT',
    'Max-Age=31536000',
    'Path=/',
    'SameSite=Lax',
    'Secure',
  ]);
});

it('stores a refusal as CookieConsent=false and leaves Secure off on plain http', () => {
  const cookie = serializeConsentCookie(false, { now: NOW, secure: false });
  expect(cookie).toMatch(/^CookieConsent=false; /);
  expect(cookie).not.toMatch(/Secure/);
});

it('reads the answer back, and no answer when the cookie is missing or holds something else', () => {
  expect(readConsentCookie()).toBeNull();
  writeConsentCookie(true);
  expect(readConsentCookie()).toBe(true);
  writeConsentCookie(false);
  expect(readConsentCookie()).toBe(false);
  document.cookie = 'CookieConsent=maybe; Path=/';
  expect(readConsentCookie()).toBeNull();
});
