/**
 * The API runs in one of two profiles (APP_PROFILE). `demo`, the default and what `npm start` runs: the embedded
 * identity provider, the payment sandbox, demo courses, reviews and blog posts, secrets generated in the data
 * folder. `production`: only what the product needs is seeded, and the start is refused while a demo part or a
 * secret several instances must share is still in place, one clear line for the first such problem.
 */
export type Profile = 'demo' | 'production';

const PROFILES: readonly Profile[] = ['demo', 'production'];

/** Signing secrets shorter than this are refused: they could be guessed. */
export const MIN_SECRET_LENGTH = 32;

const OPERATIONS = 'docs/OPERATIONS.md';

export function readProfile(env: NodeJS.ProcessEnv): Profile {
  const value = env.APP_PROFILE?.trim() || 'demo';
  if (!(PROFILES as readonly string[]).includes(value))
    throw new Error(`APP_PROFILE must be demo or production, got ${value}`);
  return value as Profile;
}

/** A yes/no variable: unset or empty is `fallback`; anything but true or false is refused. */
export function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw new Error(`${name} must be true or false, got ${value}`);
}

const isSet = (value: string | undefined) => value !== undefined && value.trim() !== '';

/** A secret every instance must share: given, and long enough. */
function sharedSecret(env: NodeJS.ProcessEnv, name: string, purpose: string): void {
  const value = env[name];
  const advice = `at least ${MIN_SECRET_LENGTH} random characters, the same on every API instance (e.g. the output of openssl rand -hex 32)`;
  if (!isSet(value)) throw new Error(`APP_PROFILE=production needs ${name} (${purpose}): ${advice}.`);
  if (String(value).length < MIN_SECRET_LENGTH)
    throw new Error(`${name} is too short (${String(value).length} characters): set it to ${advice}.`);
}

function address(env: NodeJS.ProcessEnv, name: string, what: string): void {
  if (!isSet(env[name])) throw new Error(`APP_PROFILE=production needs ${name}: ${what}.`);
}

/** True when the issuer is not a hosted provider reached over https (the embedded one runs on plain http). */
const isEmbeddedIssuer = (issuer: string) => !/^https:\/\//i.test(issuer.trim());

/**
 * Throws the first reason the production profile cannot start with these settings. Each refusal of a demo part
 * names the variable that allows it, for a staging site that deliberately keeps it.
 */
export function checkProductionSettings(env: NodeJS.ProcessEnv): void {
  const provider = env.PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (provider === 'sandbox' && !flag(env, 'ALLOW_SANDBOX_PAYMENTS', false))
    throw new Error(
      `APP_PROFILE=production refuses the payment sandbox: set PAYMENT_PROVIDER=stripe and its keys (${OPERATIONS}), or ALLOW_SANDBOX_PAYMENTS=true on a site that takes no real payments.`,
    );
  const issuer = env.IDENTITY_ISSUER?.trim();
  if (!issuer)
    throw new Error(
      `APP_PROFILE=production needs IDENTITY_ISSUER and IDENTITY_CLIENT_ID of the site's Cognito user pool (${OPERATIONS}).`,
    );
  if (isEmbeddedIssuer(issuer) && !flag(env, 'ALLOW_EMBEDDED_IDENTITY', false))
    throw new Error(
      `APP_PROFILE=production refuses the embedded identity provider (IDENTITY_ISSUER ${issuer} is not https): point it at the Cognito user pool, https://cognito-idp.<region>.amazonaws.com/<pool id>, or set ALLOW_EMBEDDED_IDENTITY=true on a test site.`,
    );
  sharedSecret(env, 'FILE_LINK_SECRET', 'it signs the learners’ download links');
  if (provider === 'sandbox')
    sharedSecret(env, 'PAYMENT_WEBHOOK_SECRET', 'it signs the payment sandbox’s webhooks');
  address(env, 'SHELL_URL', 'the address families open the site at, e.g. https://pylearn.academy');
  address(env, 'PUBLIC_API_URL', 'the address browsers reach this API at, e.g. https://api.pylearn.academy');
  address(env, 'CORS_ORIGINS', 'the site’s origins that may call this API, comma-separated');
}
