import type { RuntimeConfig } from 'shared-contract';

/** An error shaped like the identity layer's, so authErrorMessage words it as it does a failed sign-in. */
function identityError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Signs in again with the account's password through the user pool's InitiateAuth (USER_PASSWORD_AUTH), apart
 * from Amplify: Amplify refuses a second sign-in while one is active, and the session on this device must stay the
 * one it is. Resolves with the new sign-in's access token, which the API checks to mint a parent proof; rejects
 * with the pool's error when the password is wrong, or when the pool answers with a challenge (e.g. a second
 * factor), which gives no token.
 */
export async function verifyPasswordWithPool(
  identity: RuntimeConfig['identity'],
  email: string,
  password: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<string> {
  const endpoint = identity.endpoint ?? `https://cognito-idp.${identity.region}.amazonaws.com/`;
  let response: Response;
  try {
    response = await fetchImpl(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.1',
        'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.userPoolClientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    });
  } catch {
    throw identityError('NetworkError', 'The sign-in service could not be reached. Please try again.');
  }
  const json = (await response.json().catch(() => ({}))) as {
    __type?: string;
    message?: string;
    AuthenticationResult?: { AccessToken?: unknown };
    ChallengeName?: string;
  };
  const token = json.AuthenticationResult?.AccessToken;
  if (response.ok && typeof token === 'string' && token) return token;
  if (response.ok && json.ChallengeName)
    throw identityError(
      'ChallengeNotSupported',
      'The password is right, but this account needs one more sign-in step, which this check cannot do. Please use the PIN instead.',
    );
  throw identityError(
    json.__type?.split('#').pop() ?? 'NotAuthorizedException',
    json.message ?? 'Incorrect username or password.',
  );
}
