import type { RuntimeConfig } from 'shared-contract';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { createRefreshTokenAuthRefresher } from './model/refreshTokens';

/** Points the identity layer at the configured user pool (cognito-local by default, or real Cognito). */
export function configureAuth(identity: RuntimeConfig['identity']): void {
  const { oauth } = identity;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: identity.userPoolId,
        userPoolClientId: identity.userPoolClientId,
        ...(identity.endpoint ? { userPoolEndpoint: identity.endpoint } : {}),
        // With 'link' the identity layer polls for the confirmation after sign-up (5 s, up to 3 minutes).
        signUpVerificationMethod: identity.signUpVerificationMethod ?? 'code',
        loginWith: {
          email: true,
          ...(oauth
            ? {
                oauth: {
                  domain: oauth.domain,
                  scopes: oauth.scopes,
                  redirectSignIn: oauth.redirectSignIn,
                  redirectSignOut: oauth.redirectSignOut,
                  responseType: 'code' as const,
                },
              }
            : {}),
        },
      },
    },
  });
  // cognito-local lacks GetTokensFromRefreshToken, which Amplify's own refresher calls.
  if (identity.endpoint)
    cognitoUserPoolsTokenProvider.tokenOrchestrator.setTokenRefresher(createRefreshTokenAuthRefresher());
}

/** The signed-in user's access token for API calls, or null for a visitor. */
export async function currentAccessToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.accessToken.toString() ?? null;
  } catch {
    return null;
  }
}
