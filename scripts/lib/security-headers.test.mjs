import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { repoRoot } from './pnpm.mjs';
import { buildRuntimeConfig } from './runtime-config.mjs';
import {
  analyticsHosts,
  contentSecurityPolicy,
  inlineScriptHashes,
  pythonRuntimeHeaders,
  securityHeaders,
  VENDOR_HOSTS,
} from './security-headers.mjs';
import { REMOTES } from './remotes.mjs';

const YOUTUBE_PLAYER_API = ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'];

const SITE = 'http://127.0.0.1:8080';

const config = (overrides = {}) => ({
  apiBaseUrl: 'http://127.0.0.1:4000/dev',
  identity: { region: 'local', endpoint: 'http://127.0.0.1:9229' },
  remotes: REMOTES.map((remote) => ({
    name: remote.name,
    entry: `http://127.0.0.1:${remote.devPort}/mf-manifest.json`,
  })),
  analytics: {},
  ...overrides,
});

/** The policy's directives, by name. */
const directives = (policy) =>
  Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

test("scripts come only from the site's own origins and YouTube's player API; nothing may frame the site but itself", () => {
  const policy = directives(contentSecurityPolicy({ config: config(), siteUrl: SITE }));
  const remotes = REMOTES.map((remote) => `http://127.0.0.1:${remote.devPort}`);
  // No page compiles WebAssembly: only the Python runtime's files are allowed to (below). The lesson player's
  // YouTube element drives the privacy-enhanced embed through the iframe API script on www.youtube.com: its two
  // paths only, never the whole host (its JSONP endpoints would get around the policy).
  assert.deepEqual(policy['script-src'], ["'self'", SITE, ...remotes, ...YOUTUBE_PLAYER_API]);
  assert.ok(!policy['script-src'].includes('https://www.youtube.com'));
  assert.deepEqual(policy['media-src'], ["'self'"]);
  // The Python runtime's workers come from the site's own origin.
  assert.deepEqual(policy['worker-src'], ["'self'"]);
  assert.ok(!policy['script-src'].includes("'unsafe-eval'"));
  assert.deepEqual(policy['img-src'], ["'self'", SITE, ...remotes]);
  assert.deepEqual(policy['connect-src'], [
    "'self'",
    SITE,
    ...remotes,
    'http://127.0.0.1:4000',
    'http://127.0.0.1:9229',
  ]);
  // Each remote's stylesheets load with its code.
  assert.deepEqual(policy['style-src'], ["'self'", SITE, ...remotes, "'unsafe-inline'"]);
  assert.deepEqual(policy['frame-src'], [
    "'self'",
    'http://127.0.0.1:4000',
    'https://www.youtube-nocookie.com',
  ]);
  assert.deepEqual(policy['default-src'], ["'self'"]);
  assert.deepEqual(policy['object-src'], ["'none'"]);
  assert.deepEqual(policy['base-uri'], ["'self'"]);
  assert.deepEqual(policy['form-action'], ["'self'"]);
  assert.deepEqual(policy['frame-ancestors'], ["'self'"]);
});

test("the Python runtime's files alone may compile WebAssembly, never JavaScript's eval; the rest of their policy is the site's", () => {
  const site = { config: config(), siteUrl: SITE };
  const pages = securityHeaders(site);
  const runtime = pythonRuntimeHeaders(site);
  const policy = directives(runtime['Content-Security-Policy']);
  const remotes = REMOTES.map((remote) => `http://127.0.0.1:${remote.devPort}`);
  assert.deepEqual(policy['script-src'], [
    "'self'",
    SITE,
    ...remotes,
    "'wasm-unsafe-eval'",
    ...YOUTUBE_PLAYER_API,
  ]);
  assert.ok(!policy['script-src'].includes("'unsafe-eval'"));
  const withoutScripts = (headers) => ({
    ...headers,
    'Content-Security-Policy': { ...directives(headers['Content-Security-Policy']), 'script-src': [] },
  });
  assert.deepEqual(withoutScripts(runtime), withoutScripts(pages));
});

test('moving a remote or the API to another origin moves the policy with it', () => {
  const moved = { REMOTE_CATALOG_URL: 'https://cdn.example.test/catalog/v2/mf-manifest.json' };
  const saved = process.env.REMOTE_CATALOG_URL;
  process.env.REMOTE_CATALOG_URL = moved.REMOTE_CATALOG_URL;
  let runtimeConfig;
  try {
    runtimeConfig = buildRuntimeConfig({ endpoint: 'http://127.0.0.1:9229' });
  } finally {
    if (saved === undefined) delete process.env.REMOTE_CATALOG_URL;
    else process.env.REMOTE_CATALOG_URL = saved;
  }
  const policy = directives(
    contentSecurityPolicy({
      config: { ...runtimeConfig, apiBaseUrl: 'https://api.example.test/prod' },
      siteUrl: SITE,
    }),
  );
  assert.ok(policy['script-src'].includes('https://cdn.example.test'));
  assert.ok(!policy['script-src'].includes('http://127.0.0.1:4101'));
  assert.ok(policy['connect-src'].includes('https://api.example.test'));
  assert.ok(policy['frame-src'].includes('https://api.example.test'));
  const paymentsElsewhere = directives(
    contentSecurityPolicy({ config: config(), siteUrl: SITE, paymentUrl: 'https://pay.example.test' }),
  );
  assert.deepEqual(paymentsElsewhere['frame-src'], [
    "'self'",
    'https://pay.example.test',
    'https://www.youtube-nocookie.com',
  ]);
});

test('a tracking tool adds its script host: its own when configured, else its vendor’s with where it reports', () => {
  assert.deepEqual(analyticsHosts({}), []);
  assert.deepEqual(analyticsHosts({ adPixelId: '123' }), ['https://connect.facebook.net']);
  assert.deepEqual(analyticsHosts({ tagManagerId: 'GTM-1', tagManagerHost: 'https://tags.example.test/' }), [
    'https://tags.example.test',
  ]);
  const vendor = directives(
    contentSecurityPolicy({ config: config({ analytics: { webAnalyticsId: 'G-1' } }), siteUrl: SITE }),
  );
  assert.ok(vendor['script-src'].includes('https://www.googletagmanager.com'));
  assert.ok(vendor['connect-src'].includes('https://*.google-analytics.com'));
  assert.ok(vendor['img-src'].includes('https://*.google-analytics.com'));
  const proxied = directives(
    contentSecurityPolicy({
      config: config({ analytics: { webAnalyticsId: 'G-1', webAnalyticsHost: 'https://m.example.test' } }),
      siteUrl: SITE,
    }),
  );
  assert.ok(proxied['script-src'].includes('https://m.example.test'));
  assert.ok(!proxied['connect-src'].some((source) => source.includes('google')));
});

test("the vendor hosts are the shell's defaults", () => {
  const tools = readFileSync(`${repoRoot}/shell/src/features/analytics/model/tools.ts`, 'utf8');
  for (const [tool, host] of Object.entries(VENDOR_HOSTS))
    assert.match(tools, new RegExp(`${tool}: '${host}'`));
});

test('real Cognito is reached at its regional endpoint, and the hosted sign-in domain for tokens', () => {
  const policy = directives(
    contentSecurityPolicy({
      config: config({
        identity: {
          region: 'eu-west-1',
          oauth: { domain: 'auth.example.test', scopes: [], redirectSignIn: [], redirectSignOut: [] },
        },
      }),
      siteUrl: SITE,
    }),
  );
  assert.ok(policy['connect-src'].includes('https://cognito-idp.eu-west-1.amazonaws.com'));
  assert.ok(policy['connect-src'].includes('https://auth.example.test'));
});

test('inline scripts of the page are allowed by their hash, and only they', () => {
  const inline = 'window.__shellConfigRequest=fetch("/config.json")';
  const html = `<head><script>${inline}</script><script defer src="/main.js"></script></head>`;
  const hash = `'sha256-${createHash('sha256').update(inline).digest('base64')}'`;
  assert.deepEqual(inlineScriptHashes(html), [hash]);
  const policy = directives(
    contentSecurityPolicy({ config: config(), siteUrl: SITE, inlineScripts: [hash] }),
  );
  assert.ok(policy['script-src'].includes(hash));
  assert.ok(!policy['script-src'].includes("'unsafe-inline'"));
});

test('the other headers; HSTS only when the site is served over https', () => {
  const plain = securityHeaders({ config: config(), siteUrl: SITE });
  assert.equal(plain['X-Content-Type-Options'], 'nosniff');
  assert.equal(plain['Referrer-Policy'], 'strict-origin-when-cross-origin');
  assert.equal(plain['X-Frame-Options'], 'SAMEORIGIN');
  assert.equal(plain['Strict-Transport-Security'], undefined);
  const tls = securityHeaders({ config: config(), siteUrl: 'https://pylearn.example' });
  assert.equal(tls['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
});
