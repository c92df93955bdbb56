/** The consent notice's words, for the app's banner and the copy index.html paints before the app starts. */
export const NOTICE_TEXT =
  'We use cookies to understand how our courses are used and to improve them. Analytics and marketing tools run only after you agree.';
export const PRIVACY_LINK_TEXT = 'Read our Privacy Policy';
export const PRIVACY_POLICY_PATH = '/privacy-policy';
export const ACCEPT_LABEL = 'I understand';
export const DECLINE_LABEL = 'I decline';
