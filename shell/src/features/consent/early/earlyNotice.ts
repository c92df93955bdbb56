// The hand-over from the consent notice index.html paints (early/earlyNoticePage.ts) to the app's banner.

/** The id of the notice index.html paints before the app starts. */
export const EARLY_NOTICE_ID = 'early-consent-notice';

/**
 * Removes index.html's notice once the app's banner is in the page (or the answer is known), in the same task
 * so no frame shows both. A visitor who had tabbed to its link or one of its buttons lands on the banner's
 * control of the same kind and name.
 */
export function handOverEarlyNotice(banner: HTMLElement | null, doc: Document = document): void {
  const early = doc.getElementById(EARLY_NOTICE_ID);
  if (!early) return;
  const focused = doc.activeElement;
  const kept = focused && focused !== early && early.contains(focused) ? focused : null;
  early.remove();
  if (!kept || !banner) return;
  const same = [...banner.querySelectorAll<HTMLElement>('a, button')].find(
    (control) => control.tagName === kept.tagName && control.textContent === kept.textContent,
  );
  same?.focus();
}
