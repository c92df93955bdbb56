// The consent feature's public surface: other features import only what is exported here.
export { CookieConsentBanner } from './components/CookieConsentBanner';
export { readConsentCookie } from './model/consentCookie';
