export interface EarlyNoticeSettings {
  id: string;
  cookie: string;
  maxAgeSeconds: number;
}

interface ConsentConfig {
  consent?: { enableDeclineButton?: unknown };
}

/**
 * The script of index.html's consent notice. It runs inline, before any bundle, as its own source text
 * (earlyNoticePage.ts serialises it): nothing from outside its parameter, no imports. It shows the notice
 * unless the consent cookie holds an answer, writes the answer as the app does (consentCookie.ts: 'true' or
 * 'false', Path=/, SameSite=Lax, Secure on https; Max-Age without the app's Expires, which only browsers
 * older than the site's need) and offers 'I decline' when the runtime config enables it, once the config has
 * arrived.
 */
export function wireEarlyNotice({ id, cookie, maxAgeSeconds }: EarlyNoticeSettings): void {
  const notice = document.getElementById(id);
  if (!notice) return;
  const answered = document.cookie.split(';').some((part) => {
    const [name, value] = part.trim().split('=');
    return name === cookie && (value === 'true' || value === 'false');
  });
  if (answered) {
    notice.remove();
    return;
  }
  notice.hidden = false;
  // Callbacks stay anonymous: a named closure would come out of the build's TypeScript loader wrapped in a
  // helper that does not exist in the page.
  const buttons = [...notice.querySelectorAll('button')];
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const secure = location.protocol === 'https:' ? '; Secure' : '';
      document.cookie = `${cookie}=${button.value}; Max-Age=${String(maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
      notice.remove();
    });
  }
  const decline = buttons.find((button) => button.value === 'false');
  // The app takes the same request after this (configRequest.ts); a clone leaves its body unread for it.
  window.__shellConfigRequest
    ?.then((response) => response.clone().json() as Promise<ConsentConfig>)
    .then((settings) => {
      if (decline && settings.consent?.enableDeclineButton === true) decline.hidden = false;
    })
    .catch(() => undefined);
}
