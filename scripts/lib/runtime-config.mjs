// Builds the shell's runtime config (served as /config.json) from the environment.
// The shape is validated by shared-contract's runtimeConfigSchema when the shell starts.
import { DEFAULT_PORTS } from './ports.mjs';
import { REGIONS, REMOTE_ROUTES, REMOTES } from './remotes.mjs';

const env = (name, fallback) => {
  const value = process.env[name];
  return value === undefined || value === '' ? fallback : value;
};

/** The environment variable behind each field of `analytics`: a tool starts only when its id is set. */
export const ANALYTICS_VARIABLES = {
  tagManagerId: 'ANALYTICS_TAG_MANAGER_ID',
  tagManagerHost: 'ANALYTICS_TAG_MANAGER_HOST',
  adPixelId: 'ANALYTICS_AD_PIXEL_ID',
  adPixelHost: 'ANALYTICS_AD_PIXEL_HOST',
  webAnalyticsId: 'ANALYTICS_WEB_ANALYTICS_ID',
  webAnalyticsHost: 'ANALYTICS_WEB_ANALYTICS_HOST',
  marketingPublicKey: 'ANALYTICS_MARKETING_PUBLIC_KEY',
  marketingHost: 'ANALYTICS_MARKETING_HOST',
};

/** The fields whose variable is set, so an unset one keeps the shell's default. */
const fromVariables = (variables, parse = (value) => value) =>
  Object.fromEntries(
    Object.entries(variables).flatMap(([field, name]) => {
      const value = env(name, undefined);
      return value === undefined ? [] : [[field, parse(value, name)]];
    }),
  );

function flag(value, name) {
  if (/^(true|1)$/i.test(value)) return true;
  if (/^(false|0)$/i.test(value)) return false;
  throw new Error(`${name} must be true or false, not '${value}'`);
}

function percentage(value, name) {
  const number = Number(value);
  if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 100)
    throw new Error(`${name} must be a number from 0 to 100, not '${value}'`);
  return number;
}

function consentOptions() {
  return {
    ...fromVariables(
      { enableDeclineButton: 'CONSENT_DECLINE_BUTTON', acceptOnScroll: 'CONSENT_ACCEPT_ON_SCROLL' },
      flag,
    ),
    ...fromVariables({ acceptOnScrollPercentage: 'CONSENT_ACCEPT_ON_SCROLL_PERCENT' }, percentage),
  };
}

/**
 * @param {Record<string, unknown>} [identity] the identity settings written by the identity bootstrap
 *   (.data/identity.json); environment variables override them for a real Cognito pool.
 */
export function buildRuntimeConfig(identity = {}) {
  const host = env('PUBLIC_HOST', '127.0.0.1');
  const apiPort = env('API_PORT', String(DEFAULT_PORTS.api));
  const identityPort = env('IDENTITY_PORT', String(DEFAULT_PORTS.identity));
  const oauthDomain = env('OAUTH_DOMAIN', undefined);
  const shellUrl = env('SHELL_URL', `http://${host}:${env('SHELL_PORT', String(DEFAULT_PORTS.shell))}`);
  // The embedded provider's URL by default; `none` means real Cognito, which Amplify reaches by region.
  const identityEndpoint = env('COGNITO_ENDPOINT', identity.endpoint ?? `http://${host}:${identityPort}`);

  return {
    env: env('APP_ENV', process.env.NODE_ENV === 'production' ? 'production' : 'development'),
    apiBaseUrl: env('API_BASE_URL', `http://${host}:${apiPort}${env('API_STAGE', '/dev')}`),
    brand: {
      siteName: env('BRAND_SITE_NAME', 'PyLearn Academy'),
      supportEmail: env('BRAND_SUPPORT_EMAIL', 'support@pylearn.academy'),
      billingEmail: env('BRAND_BILLING_EMAIL', 'billing@pylearn.academy'),
      productLink: env('BRAND_PRODUCT_LINK', 'python-programming-masterclass'),
      phone: env('BRAND_PHONE', '+1 (310) 555-0142'),
      ...(env('BRAND_INTERVIEW_SCHEDULING_URL', undefined)
        ? { interviewSchedulingUrl: env('BRAND_INTERVIEW_SCHEDULING_URL', undefined) }
        : {}),
    },
    identity: {
      region: env('COGNITO_REGION', identity.region ?? 'local'),
      userPoolId: env('COGNITO_USER_POOL_ID', identity.userPoolId ?? ''),
      userPoolClientId: env('COGNITO_CLIENT_ID', identity.userPoolClientId ?? ''),
      ...(identityEndpoint === 'none' ? {} : { endpoint: identityEndpoint }),
      authFlowType: env('COGNITO_AUTH_FLOW', identity.authFlowType ?? 'USER_PASSWORD_AUTH'),
      ...(env('COGNITO_SIGN_UP_VERIFICATION', undefined)
        ? { signUpVerificationMethod: env('COGNITO_SIGN_UP_VERIFICATION', undefined) }
        : {}),
      ...(oauthDomain
        ? {
            oauth: {
              domain: oauthDomain,
              // aws.cognito.signin.user.admin: the API asks the provider for the account's e-mail address with
              // the learner's own token (GetUser) when it makes their record, as it does after a password sign-in.
              scopes: env('OAUTH_SCOPES', 'openid email profile aws.cognito.signin.user.admin').split(
                /[ ,]+/,
              ),
              redirectSignIn: [env('OAUTH_REDIRECT_SIGN_IN', `${shellUrl}/redirect`)],
              redirectSignOut: [env('OAUTH_REDIRECT_SIGN_OUT', `${shellUrl}/`)],
            },
          }
        : {}),
    },
    remotes: REMOTES.map((remote) => ({
      name: remote.name,
      entry: env(
        `REMOTE_${remote.name.toUpperCase()}_URL`,
        `http://${host}:${env(`REMOTE_${remote.name.toUpperCase()}_PORT`, String(remote.devPort))}/mf-manifest.json`,
      ),
    })),
    routes: REMOTE_ROUTES,
    regions: REGIONS,
    analytics: fromVariables(ANALYTICS_VARIABLES),
    consent: consentOptions(),
  };
}
