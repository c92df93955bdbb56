import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseRuntimeConfig } from '../../shared-events/src/config/runtimeConfig.ts';
import { buildRuntimeConfig } from './runtime-config.mjs';
import { REMOTES, REMOTE_ROUTES } from './topology.mjs';

const identity = { userPoolId: 'local_pool', userPoolClientId: 'client', endpoint: 'http://127.0.0.1:9229' };

function withEnv(vars, fn) {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  try {
    return fn();
  } finally {
    process.env = saved;
  }
}

test('the default config passes the schema the shell validates it with', () => {
  const config = parseRuntimeConfig(buildRuntimeConfig(identity));
  assert.equal(config.apiBaseUrl, 'http://127.0.0.1:4000/dev');
  assert.equal(config.identity.userPoolId, 'local_pool');
  assert.equal(config.brand.phone, '+1 (310) 555-0142');
  assert.deepEqual(
    config.remotes.map((remote) => remote.entry),
    REMOTES.map((remote) => `http://127.0.0.1:${remote.port}/mf-manifest.json`),
  );
  assert.equal(config.routes.length, REMOTE_ROUTES.length);
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
});

test('every remote route of both specs is owned by a declared remote', () => {
  const names = new Set(REMOTES.map((remote) => remote.name));
  for (const route of REMOTE_ROUTES) assert.ok(names.has(route.remote), `${route.path} -> ${route.remote}`);
});
