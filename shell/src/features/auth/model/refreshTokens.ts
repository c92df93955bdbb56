import type { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';

type TokenRefresher = Parameters<typeof cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher>[0];
type RefreshedTokens = Awaited<ReturnType<TokenRefresher>>;
type Jwt = NonNullable<RefreshedTokens['idToken']>;

function decodeJwt(token: string): Jwt {
  const [, payload = ''] = token.split('.');
  const json = atob(
    payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '='),
  );
  return { payload: JSON.parse(json) as Jwt['payload'], toString: () => token };
}

/** An error Amplify's token orchestrator understands: a network error keeps the tokens, any other clears them. */
function refreshError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/**
 * Refreshes tokens with InitiateAuth REFRESH_TOKEN_AUTH, for identity providers without
 * GetTokensFromRefreshToken (cognito-local); real Cognito keeps Amplify's own refresher.
 */
export function createRefreshTokenAuthRefresher(
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): TokenRefresher {
  return async ({ tokens, authConfig, username }) => {
    const cognito = authConfig?.Cognito;
    if (!cognito?.userPoolEndpoint || !tokens.refreshToken)
      throw refreshError('NotAuthorizedException', 'No refresh token or identity endpoint to refresh with.');
    let response: Response;
    try {
      response = await fetchImpl(cognito.userPoolEndpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-amz-json-1.1',
          'X-Amz-Target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: cognito.userPoolClientId,
          AuthParameters: { REFRESH_TOKEN: tokens.refreshToken },
        }),
      });
    } catch (error) {
      throw refreshError('NetworkError', error instanceof Error ? error.message : String(error));
    }
    const json = (await response.json().catch(() => ({}))) as {
      __type?: string;
      message?: string;
      AuthenticationResult?: { AccessToken?: string; IdToken?: string; RefreshToken?: string };
    };
    const result = json.AuthenticationResult;
    if (!response.ok || !result?.AccessToken)
      throw refreshError(
        json.__type ?? 'NotAuthorizedException',
        json.message ?? `Token refresh failed (${response.status})`,
      );
    const accessToken = decodeJwt(result.AccessToken);
    const issuedAt = Number(accessToken.payload.iat ?? 0);
    return {
      accessToken,
      idToken: result.IdToken ? decodeJwt(result.IdToken) : undefined,
      clockDrift: issuedAt * 1000 - Date.now(),
      refreshToken: result.RefreshToken ?? tokens.refreshToken,
      username,
    };
  };
}
