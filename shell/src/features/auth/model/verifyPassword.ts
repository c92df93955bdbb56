import type { RuntimeConfig } from 'shared-contract';

/** An error shaped like the identity layer's, so authErrorMessage words it as it does a failed sign-in. */
function identityError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Checks an account's password with the user pool's InitiateAuth (USER_PASSWORD_AUTH) and drops the tokens it
 * answers with: Amplify refuses a second sign-in while one is active, and the session on this device must stay
 * the one it is. Resolves when the password is right; rejects with the pool's error otherwise.
 */
export async function verifyPasswordWithPool(
  identity: RuntimeConfig['identity'],
  email: string,
  password: string,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
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
    AuthenticationResult?: unknown;
    ChallengeName?: string;
  };
  // A challenge (e.g. a second factor) still proves the password.
  if (response.ok && (json.AuthenticationResult || json.ChallengeName)) return;
  throw identityError(
    json.__type?.split('#').pop() ?? 'NotAuthorizedException',
    json.message ?? 'Incorrect username or password.',
  );
}
