import { readConsentCookie } from '../model/consentCookie';
import { EARLY_NOTICE_ID } from './earlyNotice';
import { earlyNoticeHtml } from './earlyNoticePage';

/** index.html's body as the browser builds it: the markup, then its inline script run as written. */
function parsePage() {
  document.body.innerHTML = earlyNoticeHtml();
  const script = document.body.querySelector('script')?.textContent ?? '';
  new Function(script)();
  return document.getElementById(EARLY_NOTICE_ID);
}

const button = (name: string) =>
  [...document.querySelectorAll('button')].find((element) => element.textContent === name);

afterEach(() => {
  document.cookie = 'CookieConsent=; Max-Age=0; Path=/';
  delete window.__shellConfigRequest;
  document.body.innerHTML = '';
});

it('shows the notice with I understand only when the cookie holds no answer', () => {
  const notice = parsePage();
  expect(notice).toBeVisible();
  expect(notice).toHaveAccessibleName(/^We use cookies to understand how our courses are used/);
  expect(button('I understand')).toBeVisible();
  expect(button('I decline')).not.toBeVisible();
});

it.each(['true', 'false'])('leaves nothing in the page when the cookie already says %s', (answer) => {
  document.cookie = `CookieConsent=${answer}; Path=/`;
  expect(parsePage()).toBeNull();
});

it('asks again when the cookie holds something else than an answer', () => {
  document.cookie = 'CookieConsent=maybe; Path=/';
  expect(parsePage()).toBeVisible();
});

it('I understand writes CookieConsent=true and removes the notice', () => {
  parsePage();
  button('I understand')?.click();
  expect(readConsentCookie()).toBe(true);
  expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
});

it('offers I decline when the runtime config enables it, which writes CookieConsent=false; the app can still read the config', async () => {
  const config = { consent: { enableDeclineButton: true }, apiBaseUrl: 'http://api.test' };
  window.__shellConfigRequest = Promise.resolve(new Response(JSON.stringify(config)));
  const request = window.__shellConfigRequest;
  parsePage();
  // The app reads the same response after the notice's script (configRequest.ts).
  await expect(request.then((response) => response.json())).resolves.toEqual(config);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(button('I decline')).toBeVisible();
  button('I decline')?.click();
  expect(readConsentCookie()).toBe(false);
  expect(document.getElementById(EARLY_NOTICE_ID)).toBeNull();
});

it.each([
  ['does not enable it', JSON.stringify({ consent: { enableDeclineButton: false } })],
  ['has no consent settings', JSON.stringify({ apiBaseUrl: 'http://api.test' })],
  ['cannot be read', 'not json'],
])('keeps I decline hidden when the config %s', async (_case, body) => {
  window.__shellConfigRequest = Promise.resolve(new Response(body));
  parsePage();
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(button('I decline')).not.toBeVisible();
});
