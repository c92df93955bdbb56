/**
 * Content and comments come from the API and may carry a hostile URL (javascript:, data:, vbscript:...).
 * Only http(s) and same-site relative URLs are rendered as links or image sources; anything else is dropped.
 */
export type SafeUrl = { kind: 'internal'; path: string } | { kind: 'external'; href: string };

const BASE = 'https://site.invalid';

export function safeUrl(raw: string): SafeUrl | null {
  if (raw.trim() === '') return null;
  let url: URL;
  try {
    // The WHATWG parser reads the URL as a browser would (it drops tabs and newlines, so "java\tscript:" is
    // javascript:), and only its normalised result is ever rendered.
    url = new URL(raw, BASE);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.origin === BASE) return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  return { kind: 'external', href: url.href };
}

/** An image source: http(s) or a path on this site. */
export function safeImageSrc(raw: string): string | null {
  const url = safeUrl(raw);
  if (!url) return null;
  return url.kind === 'internal' ? url.path : url.href;
}

/**
 * A learner's picture, only when the site itself serves it: a picture on another host could be a tracking pixel
 * (the site's Content-Security-Policy refuses it too), so the commenter's initial is shown instead.
 */
export function siteImageSrc(raw: string, siteOrigin: string = window.location.origin): string | null {
  const url = safeUrl(raw);
  if (!url) return null;
  if (url.kind === 'internal') return url.path;
  const external = new URL(url.href);
  return external.origin === siteOrigin ? `${external.pathname}${external.search}` : null;
}
