const NOT_CONFIRMED_IN_TIME = 'The account was not confirmed on time.';
const THROTTLED = ['TooManyRequestsException', 'LimitExceededException'];
const THROTTLED_FALLBACK = 'Too many attempts. Please wait a few minutes and try again.';
const ALREADY_CONFIRMED = 'User is already confirmed.';
/** Cognito's words for a wrong password or an unknown account; the site's sign-in name is the e-mail. */
const WRONG_CREDENTIALS = 'Incorrect username or password.';
const WRONG_EMAIL_OR_PASSWORD = 'Incorrect email or password.';

/**
 * The identity service's message for the user; the not-confirmed-in-time and already-confirmed cases also say
 * what to do next, a throttled attempt says to wait (real Cognito answers those with a bare 'Rate exceeded'),
 * and a wrong password names the e-mail, as no form here asks for a username.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { name, message, recoverySuggestion } = error as {
      name?: unknown;
      message?: unknown;
      recoverySuggestion?: unknown;
    };
    const text = typeof message === 'string' && message ? message : 'Authentication Error';
    if (typeof name === 'string' && THROTTLED.includes(name))
      return /\bwait\b/i.test(text) ? text : THROTTLED_FALLBACK;
    if (text === ALREADY_CONFIRMED) return 'This account is already confirmed. Please sign in.';
    if (text === WRONG_CREDENTIALS) return WRONG_EMAIL_OR_PASSWORD;
    if (text === NOT_CONFIRMED_IN_TIME)
      return typeof recoverySuggestion === 'string' && recoverySuggestion
        ? `${text} ${recoverySuggestion}`
        : `${text} Verify your account with the link sent to your e-mail or phone, then sign in.`;
    return text;
  }
  return typeof error === 'string' && error ? error : 'Authentication Error';
}
