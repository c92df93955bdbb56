const NOT_CONFIRMED_IN_TIME = 'The account was not confirmed on time.';

/** The identity service's message for the user; the not-confirmed-in-time case also says what to do next. */
export function authErrorMessage(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null && 'message' in error)) {
    const { message, recoverySuggestion } = error as { message?: unknown; recoverySuggestion?: unknown };
    const text = typeof message === 'string' && message ? message : 'Authentication Error';
    if (text === NOT_CONFIRMED_IN_TIME)
      return typeof recoverySuggestion === 'string' && recoverySuggestion
        ? `${text} ${recoverySuggestion}`
        : `${text} Verify your account with the link sent to your e-mail or phone, then sign in.`;
    return text;
  }
  return typeof error === 'string' && error ? error : 'Authentication Error';
}
