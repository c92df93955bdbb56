// Built into index.html (shell/rspack.config.js): the consent notice as plain HTML, CSS and an inline
// script, so a first visit paints it while the page is parsed, not after the app's scripts have run (on a
// phone it is the first screen's largest text: its paint is the Largest Contentful Paint). The app's banner
// replaces it (earlyNotice.ts); e2e/tests/consent-notice.spec.ts compares the two's boxes and colours.
import { colors, durations, radii, shadows, space, typography, zIndices } from 'shared-ui/tokens';
import { CONSENT_COOKIE, CONSENT_DAYS } from '../model/consentCookie';
import {
  ACCEPT_LABEL,
  DECLINE_LABEL,
  NOTICE_TEXT,
  PRIVACY_LINK_TEXT,
  PRIVACY_POLICY_PATH,
} from '../model/noticeText';
import { EARLY_NOTICE_ID } from './earlyNotice';
import { wireEarlyNotice, type EarlyNoticeSettings } from './wireEarlyNotice';

const id = `#${EARLY_NOTICE_ID}`;

/**
 * The app banner's look (CookieConsentBanner, shared-ui's small primary and ghost Button, the global styles
 * it inherits), from the same tokens; scoped to the notice, since the app's global styles are not there yet.
 */
const STYLE = `
${id} {
  position: fixed; right: 0; bottom: 0; left: 0; z-index: ${zIndices.notice};
  display: flex; flex-wrap: wrap; align-items: center; justify-content: center;
  gap: ${space.xs} ${space.lg}; padding: ${space.sm} ${space.md};
  background: ${colors.text}; color: ${colors.textInverse}; box-shadow: ${shadows.lg};
  font-family: ${typography.fontFamily}; font-size: ${typography.sizes.md};
  line-height: ${typography.lineHeights.normal}; -webkit-font-smoothing: antialiased;
}
${id}[hidden], ${id} [hidden] { display: none; }
${id}, ${id} * { box-sizing: border-box; }
${id} p { max-width: 48rem; margin: 0; }
${id} a { color: ${colors.textInverse}; }
${id} div { display: flex; gap: ${space.xs}; }
${id} button {
  display: inline-flex; align-items: center; justify-content: center; gap: ${space.xs};
  min-height: 2rem; margin: 0; padding: ${space.xxs} ${space.sm};
  border: 2px solid transparent; border-radius: ${radii.pill};
  background: ${colors.primary}; color: ${colors.onPrimary};
  font-family: inherit; font-size: ${typography.sizes.sm}; font-weight: ${typography.weights.bold};
  line-height: 1.2; cursor: pointer;
  transition: background-color ${durations.fast}ms ease, color ${durations.fast}ms ease,
    transform ${durations.fast}ms ease;
}
${id} button:hover { background: ${colors.primaryHover}; }
${id} button[value="false"] { background: transparent; color: ${colors.textInverse}; border-color: currentColor; }
${id} button[value="false"]:hover { background: ${colors.primarySoft}; color: ${colors.primaryHover}; }
${id} button:active { transform: translateY(1px); }
${id} :focus { outline: none; }
${id} :focus-visible { outline: 3px solid ${colors.focus}; outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) { ${id} button { transition-duration: 0.01ms; } }
`.replace(/\n\s*/g, '');

const SETTINGS: EarlyNoticeSettings = {
  id: EARLY_NOTICE_ID,
  cookie: CONSENT_COOKIE,
  maxAgeSeconds: CONSENT_DAYS * 24 * 60 * 60,
};

/** The notice's inline script: wireEarlyNotice's own source, called with the settings. */
export function earlyNoticeScript(): string {
  const source = wireEarlyNotice.toString();
  // The build's TypeScript loader (tsx: esbuild's keepNames) wraps a named closure in a helper (__name,
  // __name2) the page lacks: fail the build rather than ship a notice whose buttons throw.
  if (/\b__name\d*\(/.test(source))
    throw new Error('wireEarlyNotice names a closure; keep its callbacks anonymous (see its comment)');
  return `(${source})(${JSON.stringify(SETTINGS)})`;
}

/**
 * The notice for the end of index.html's body: hidden until its script (right after it, so before the first
 * paint) finds no answer in the cookie. 'I decline' shows when the runtime config enables it.
 */
export function earlyNoticeHtml(): string {
  const headingId = `${EARLY_NOTICE_ID}-text`;
  return [
    `<style>${STYLE}</style>`,
    `<section id="${EARLY_NOTICE_ID}" aria-labelledby="${headingId}" hidden>`,
    `<p id="${headingId}">${NOTICE_TEXT} <a href="${PRIVACY_POLICY_PATH}">${PRIVACY_LINK_TEXT}</a>.</p>`,
    `<div><button type="button" value="false" hidden>${DECLINE_LABEL}</button>`,
    `<button type="button" value="true">${ACCEPT_LABEL}</button></div>`,
    `</section>`,
    `<script>${earlyNoticeScript()}</script>`,
  ].join('');
}
