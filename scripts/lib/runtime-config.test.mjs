import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRuntimeConfig } from '../../shared-events/src/config/runtimeConfig.ts';
import { ANALYTICS_VARIABLES, buildRuntimeConfig } from './runtime-config.mjs';
import { REMOTES } from './remotes.mjs';

const identity = { userPoolId: 'local_pool', userPoolClientId: 'client', endpoint: 'http://127.0.0.1:9229' };

/** Runs `fn` with `vars` set, then puts back what was there (process.env itself is kept, not replaced). */
function withEnv(vars, fn) {
  const saved = Object.keys(vars).map((name) => [name, process.env[name]]);
  Object.assign(process.env, vars);
  try {
    return fn();
  } finally {
    for (const [name, value] of saved) {
      if (value === undefined) Reflect.deleteProperty(process.env, name);
      else process.env[name] = value;
    }
  }
}

test('the default config passes the schema the shell validates it with', () => {
  const config = parseRuntimeConfig(buildRuntimeConfig(identity));
  assert.equal(config.apiBaseUrl, 'http://127.0.0.1:4000/dev');
  assert.equal(config.identity.userPoolId, 'local_pool');
  assert.equal(config.brand.phone, '+1 (310) 555-0142');
  assert.deepEqual(
    config.remotes.map((remote) => remote.entry),
    REMOTES.map((remote) => `http://127.0.0.1:${remote.devPort}/mf-manifest.json`),
  );
});

test('moving a remote to another URL is a matter of the environment', () => {
  const config = withEnv({ REMOTE_CATALOG_URL: 'https://cdn.example.test/catalog/v2/mf-manifest.json' }, () =>
    buildRuntimeConfig(identity),
  );
  assert.equal(
    config.remotes.find((remote) => remote.name === 'catalog').entry,
    'https://cdn.example.test/catalog/v2/mf-manifest.json',
  );
});

test('real Cognito: no endpoint, SRP flow and hosted sign-in come from the environment', () => {
  const config = withEnv(
    { COGNITO_ENDPOINT: 'none', COGNITO_AUTH_FLOW: 'USER_SRP_AUTH', OAUTH_DOMAIN: 'auth.example.test' },
    () => parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.equal(config.identity.endpoint, undefined);
  assert.equal(config.identity.authFlowType, 'USER_SRP_AUTH');
  assert.equal(config.identity.oauth?.domain, 'auth.example.test');
  assert.deepEqual(config.identity.oauth?.redirectSignIn, ['http://127.0.0.1:8080/redirect']);
  // The API reads the account's e-mail address with the learner's own token (GetUser), which needs this scope.
  assert.ok(config.identity.oauth?.scopes.includes('aws.cognito.signin.user.admin'));
});

test("sign-up is confirmed by code unless the environment asks for the pool's link", () => {
  const unset = withEnv({ COGNITO_SIGN_UP_VERIFICATION: '' }, () =>
    parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.equal(unset.identity.signUpVerificationMethod, undefined);
  const link = withEnv({ COGNITO_SIGN_UP_VERIFICATION: 'link' }, () =>
    parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.equal(link.identity.signUpVerificationMethod, 'link');
  assert.throws(
    () =>
      withEnv({ COGNITO_SIGN_UP_VERIFICATION: 'sms' }, () =>
        parseRuntimeConfig(buildRuntimeConfig(identity)),
      ),
    /identity\.signUpVerificationMethod/,
  );
});

test("the routes and regions are the remotes' manifests'", () => {
  const config = parseRuntimeConfig(buildRuntimeConfig(identity));
  for (const remote of REMOTES) {
    assert.deepEqual(
      config.routes.filter((route) => route.remote === remote.name),
      remote.routes.map((route) => ({ ...route, remote: remote.name })),
    );
    assert.deepEqual(
      Object.entries(config.regions).filter(([, slot]) => slot.remote === remote.name),
      Object.entries(remote.regions).map(([region, { module }]) => [region, { remote: remote.name, module }]),
    );
  }
  assert.ok(config.routes.some((route) => route.path === '/courses' && route.remote === 'catalog'));
});

test('no tracking tool and the plain consent banner unless the environment asks for them', () => {
  const unset = Object.fromEntries(
    [
      ...Object.values(ANALYTICS_VARIABLES),
      'CONSENT_DECLINE_BUTTON',
      'CONSENT_ACCEPT_ON_SCROLL',
      'CONSENT_ACCEPT_ON_SCROLL_PERCENT',
    ].map((name) => [name, '']),
  );
  const config = withEnv(unset, () => parseRuntimeConfig(buildRuntimeConfig(identity)));
  assert.deepEqual(config.analytics, {});
  assert.deepEqual(config.consent, {});
});

test('each tracking tool is enabled by its id, and its script host can be moved, from the environment', () => {
  const config = withEnv(
    {
      ANALYTICS_TAG_MANAGER_ID: 'GTM-ABC123',
      ANALYTICS_TAG_MANAGER_HOST: 'https://tags.example.test',
      ANALYTICS_AD_PIXEL_ID: '1234567890',
      ANALYTICS_AD_PIXEL_HOST: 'https://pixel.example.test',
      ANALYTICS_WEB_ANALYTICS_ID: 'G-XYZ789',
      ANALYTICS_WEB_ANALYTICS_HOST: 'https://measure.example.test',
      ANALYTICS_MARKETING_PUBLIC_KEY: 'PK_abc',
      ANALYTICS_MARKETING_HOST: 'https://marketing.example.test',
    },
    () => parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.deepEqual(config.analytics, {
    tagManagerId: 'GTM-ABC123',
    tagManagerHost: 'https://tags.example.test',
    adPixelId: '1234567890',
    adPixelHost: 'https://pixel.example.test',
    webAnalyticsId: 'G-XYZ789',
    webAnalyticsHost: 'https://measure.example.test',
    marketingPublicKey: 'PK_abc',
    marketingHost: 'https://marketing.example.test',
  });
});

test('a tool whose id alone is set loads from its vendor host, the others stay off', () => {
  const config = withEnv({ ANALYTICS_WEB_ANALYTICS_ID: 'G-XYZ789' }, () =>
    parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.deepEqual(config.analytics, { webAnalyticsId: 'G-XYZ789' });
});

test("'I decline' and accept on scroll are switched on, and the scroll depth set, from the environment", () => {
  const config = withEnv(
    { CONSENT_DECLINE_BUTTON: 'true', CONSENT_ACCEPT_ON_SCROLL: '1', CONSENT_ACCEPT_ON_SCROLL_PERCENT: '40' },
    () => parseRuntimeConfig(buildRuntimeConfig(identity)),
  );
  assert.deepEqual(config.consent, {
    enableDeclineButton: true,
    acceptOnScroll: true,
    acceptOnScrollPercentage: 40,
  });
  const off = withEnv({ CONSENT_DECLINE_BUTTON: 'false', CONSENT_ACCEPT_ON_SCROLL: '0' }, () =>
    buildRuntimeConfig(identity),
  );
  assert.deepEqual(off.consent, { enableDeclineButton: false, acceptOnScroll: false });
});

test('a consent setting that is not a yes/no or a percentage stops the start, naming the variable', () => {
  assert.throws(
    () => withEnv({ CONSENT_DECLINE_BUTTON: 'maybe' }, () => buildRuntimeConfig(identity)),
    /CONSENT_DECLINE_BUTTON must be true or false, not 'maybe'/,
  );
  assert.throws(
    () => withEnv({ CONSENT_ACCEPT_ON_SCROLL_PERCENT: '150' }, () => buildRuntimeConfig(identity)),
    /CONSENT_ACCEPT_ON_SCROLL_PERCENT must be a number from 0 to 100, not '150'/,
  );
  assert.throws(
    () => parseRuntimeConfig({ ...buildRuntimeConfig(identity), consent: { acceptOnScrollPercentage: 150 } }),
    /consent\.acceptOnScrollPercentage/,
  );
});

test("the cases put the environment back and keep Node's own process.env object", () => {
  const env = process.env;
  withEnv({ RUNTIME_CONFIG_TEST_VARIABLE: 'set' }, () =>
    assert.equal(env.RUNTIME_CONFIG_TEST_VARIABLE, 'set'),
  );
  assert.equal(process.env, env);
  assert.equal(process.env.RUNTIME_CONFIG_TEST_VARIABLE, undefined);
});
