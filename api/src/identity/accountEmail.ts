import type { IdentityConfig } from '../config';
import { HttpError, unauthorized } from '../http/errors';

/**
 * The account's e-mail address as the identity provider holds it: the address the learner confirmed at sign-up,
 * which the provider does not let them change. Mail about a family (the weekly summaries) goes to it, so it is
 * never taken from a request body. Throws an HttpError the route can answer with.
 */
export type AccountEmailLookup = (accessToken: string) => Promise<string>;

const UNAVAILABLE = 'The identity provider is unavailable, please try again later';
/** A GetUser answer is a few hundred bytes; anything far larger is not the provider's. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface GetUserAnswer {
  UserAttributes?: { Name?: unknown; Value?: unknown }[];
}

/**
 * Cognito's GetUser (and cognito-local's, behind the embedded provider's front) with the caller's own access
 * token, at the issuer's origin: it needs no credentials of the API's. The token must carry the
 * `aws.cognito.signin.user.admin` scope, which password sign-ins have and hosted ones ask for (OAUTH_SCOPES).
 */
export function createAccountEmailLookup(
  config: Pick<IdentityConfig, 'issuer'>,
  { timeoutMs = 5000 }: { timeoutMs?: number } = {},
): AccountEmailLookup {
  const endpoint = new URL('/', config.issuer).href;
  return async (accessToken) => {
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
    } catch {
      throw new HttpError(503, UNAVAILABLE, 5);
    }
    if (answer.status >= 500 || text.length > MAX_ANSWER_BYTES) throw new HttpError(503, UNAVAILABLE, 5);
    // The token was verified before this call: a refusal now means the provider no longer knows the session.
    if (!answer.ok) throw unauthorized('The identity provider refused this sign-in: please sign in again');
    let parsed: GetUserAnswer;
    try {
      parsed = JSON.parse(text) as GetUserAnswer;
    } catch {
      throw new HttpError(503, UNAVAILABLE, 5);
    }
    const email = parsed.UserAttributes?.find((attribute) => attribute.Name === 'email')?.Value;
    if (typeof email !== 'string' || email.trim() === '')
      throw new HttpError(403, 'This account has no e-mail address at the identity provider');
    return email.trim();
  };
}
