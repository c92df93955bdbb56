import type { IdentityConfig } from '../config';
import { HttpError, unauthorized } from '../http/errors';

/**
 * The account's verified e-mail address as the identity provider holds it. Mail about a family (the weekly
 * summaries) goes to it, so it is never taken from a request body. Throws an HttpError the route can answer with.
 */
export type AccountEmailLookup = (accessToken: string, log: LookupLog) => Promise<string>;

/** Where a provider's unexpected answer is reported (a request's logger). */
export interface LookupLog {
  warn(details: object, message: string): void;
}

const UNAVAILABLE = 'The identity provider is unavailable, please try again later';
/** A GetUser answer is a few hundred bytes; anything far larger is not the provider's. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** Cognito's refusals that mean the session itself is over: the learner has to sign in again. */
const SESSION_OVER = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'PasswordResetRequiredException',
]);

interface GetUserAnswer {
  __type?: unknown;
  message?: unknown;
  UserAttributes?: { Name?: unknown; Value?: unknown }[];
}

const unavailable = () => new HttpError(503, UNAVAILABLE, 5);

/**
 * Cognito's GetUser (and cognito-local's, behind the embedded provider's front) with the caller's own access
 * token, at the issuer's origin: it needs no credentials of the API's. The token must carry the
 * `aws.cognito.signin.user.admin` scope, which password sign-ins have and hosted ones ask for (OAUTH_SCOPES). An
 * address the provider marks unverified (`email_verified` false: Cognito lets a user change it with their own
 * token, docs/OPERATIONS.md §8) is refused.
 */
export function createAccountEmailLookup(
  config: Pick<IdentityConfig, 'issuer'>,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): AccountEmailLookup {
  const endpoint = new URL('/', config.issuer).href;
  return async (accessToken, log) => {
    let answer: Response;
    let text: string;
    try {
      answer = await fetch(endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.GetUser',
        },
        body: JSON.stringify({ AccessToken: accessToken }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await answer.text();
    } catch (error) {
      log.warn({ err: error }, 'identity provider: GetUser did not answer');
      throw unavailable();
    }
    let parsed: GetUserAnswer | undefined;
    try {
      parsed = text.length > MAX_ANSWER_BYTES ? undefined : (JSON.parse(text) as GetUserAnswer);
    } catch {
      parsed = undefined;
    }
    if (!answer.ok || !parsed) {
      const type = typeof parsed?.__type === 'string' ? parsed.__type : undefined;
      log.warn(
        { status: answer.status, type, providerMessage: parsed?.message },
        'identity provider: GetUser refused or answered something else',
      );
      // Only a refusal of the session sends the learner to sign in again; throttling, a missing scope or a
      // proxy's page is the provider's trouble, to retry.
      if (answer.status < 500 && type && SESSION_OVER.has(type))
        throw unauthorized('The identity provider refused this sign-in: please sign in again');
      throw unavailable();
    }
    const attribute = (name: string) => parsed.UserAttributes?.find((entry) => entry.Name === name)?.Value;
    const email = attribute('email');
    if (typeof email !== 'string' || email.trim() === '')
      throw new HttpError(403, 'This account has no e-mail address at the identity provider');
    if (attribute('email_verified') === 'false')
      throw new HttpError(403, "This account's e-mail address is not verified yet: confirm it first");
    return email.trim();
  };
}
