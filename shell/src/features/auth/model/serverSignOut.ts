import { calls } from 'shared-contract';

/** How long a sign-out waits for the API before it says the session could not be ended there. */
const API_TIMEOUT_MS = 10_000;

/** The API could not record a sign-out: the session is still open on the server, whatever this device forgot. */
export class SignOutNotRecorded extends Error {
  override readonly name = 'SignOutNotRecorded';
}

/**
 * Ends the signed-in account's sessions at the API (shared-contract's signOut) with the access token this device
 * is about to drop: from then on the API refuses the account's tokens of sessions begun before, on every
 * instance, whichever provider issued them (Amazon Cognito never tells the API of a sign-out). Resolves once the
 * API refuses the token: it recorded the sign-out, or it refused the token already (401). Rejects with
 * SignOutNotRecorded otherwise, so a sign-out is never shown as done when the server did not do it.
 */
export async function endSessionAtApi(
  apiBaseUrl: string,
  accessToken: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  let status: number;
  try {
    status = await postWithToken(apiBaseUrl, calls.signOut, accessToken, fetchImpl);
  } catch (error) {
    throw new SignOutNotRecorded('The server could not be reached to end the session.', { cause: error });
  }
  if ((status >= 200 && status < 300) || status === 401) return;
  throw new SignOutNotRecorded(`The server could not end the session (${status}).`);
}

/**
 * Ends the account's sessions begun before this device's (shared-contract's signOutOtherSessions), right after the
 * sign-in that follows a password reset. Rejects when the API did not: the other devices are still signed in.
 */
export async function endOtherSessionsAtApi(
  apiBaseUrl: string,
  accessToken: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const status = await postWithToken(apiBaseUrl, calls.signOutOtherSessions, accessToken, fetchImpl);
  if (status < 200 || status >= 300)
    throw new Error(`The server could not end the other sessions (${status}).`);
}

async function postWithToken(
  apiBaseUrl: string,
  call: { method: string; path: string },
  accessToken: string,
  fetchImpl: typeof fetch,
): Promise<number> {
  const response = await fetchImpl(`${apiBaseUrl.replace(/\/+$/, '')}${call.path}`, {
    method: call.method,
    headers: { Authorization: `Bearer ${accessToken}` },
    ...(typeof AbortSignal.timeout === 'function' ? { signal: AbortSignal.timeout(API_TIMEOUT_MS) } : {}),
  });
  return response.status;
}
