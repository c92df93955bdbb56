// The response headers every static server of the site sends (the shell's and each remote's): a
// Content-Security-Policy built from the same runtime config the shell runs on, so moving a remote or the API to
// another origin, or configuring a tracking tool, updates the policy with it.
import { createHash } from 'node:crypto';

/**
 * Each tracking tool's vendor host (the shell's DEFAULT_HOSTS in shell/src/features/analytics/model/tools.ts),
 * used when the config sets the tool's id but not its host.
 */
export const VENDOR_HOSTS = {
  tagManager: 'https://www.googletagmanager.com',
  adPixel: 'https://connect.facebook.net',
  webAnalytics: 'https://www.googletagmanager.com',
  marketing: 'https://static.klaviyo.com',
};

/**
 * Where a vendor's script sends its data and loads the rest of itself from, as each vendor documents for a
 * Content-Security-Policy. A tool served from another host (a first-party proxy) gets that host only.
 */
const VENDOR_REACH = {
  'https://www.googletagmanager.com': {
    script: ['https://*.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  },
  'https://connect.facebook.net': {
    script: [],
    connect: ['https://www.facebook.com'],
    img: ['https://www.facebook.com'],
  },
  'https://static.klaviyo.com': {
    script: ['https://static-tracking.klaviyo.com'],
    connect: ['https://a.klaviyo.com', 'https://fast.a.klaviyo.com', 'https://static-tracking.klaviyo.com'],
    img: [],
  },
};

/**
 * The lesson and home-page videos play in YouTube's privacy-enhanced embed (shared-ui's Lightbox, the lesson
 * player's youtube-video-element); the lesson player drives it through YouTube's iframe API, a script from
 * www.youtube.com that loads the rest of itself from its /s/player/ folder. Only those two paths: the whole host
 * would allow its JSONP endpoints, a known way around a script policy.
 */
const VIDEO_EMBEDS = ['https://www.youtube-nocookie.com'];
const VIDEO_PLAYER_API = ['https://www.youtube.com/iframe_api', 'https://www.youtube.com/s/player/'];

const ID_FIELDS = {
  tagManager: 'tagManagerId',
  adPixel: 'adPixelId',
  webAnalytics: 'webAnalyticsId',
  marketing: 'marketingPublicKey',
};

const origin = (url) => new URL(url).origin;

/** The script host of every tool the config names: its own host, else the vendor's when its id is set. */
export function analyticsHosts(analytics = {}) {
  const hosts = Object.entries(ID_FIELDS).flatMap(([tool, idField]) => {
    const host = analytics[`${tool}Host`];
    if (host) return [origin(host)];
    return analytics[idField] ? [VENDOR_HOSTS[tool]] : [];
  });
  return [...new Set(hosts)];
}

/** Where the browser reaches the identity provider: the configured endpoint, else Cognito's regional one. */
function identityOrigins(identity) {
  const endpoint = identity.endpoint
    ? origin(identity.endpoint)
    : `https://cognito-idp.${identity.region}.amazonaws.com`;
  const oauth = identity.oauth?.domain;
  return [endpoint, ...(oauth ? [origin(/^https?:\/\//.test(oauth) ? oauth : `https://${oauth}`)] : [])];
}

/**
 * `'sha256-…'` of each inline script in an HTML page (the shell's index.html: its head script, its cookie
 * notice).
 */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(attributes) || body === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

const unique = (sources) => [...new Set(sources)].join(' ');

/**
 * @param {{ config: { apiBaseUrl: string, identity: Record<string, any>, remotes: { entry: string }[], analytics?: Record<string, string> },
 *   siteUrl: string, paymentUrl?: string, inlineScripts?: string[] }} site the runtime config, the shell's public
 *   URL, the API's public URL where payment links open (the API base URL unless it differs) and the hashes of the
 *   shell page's inline scripts
 * @param {{ webAssembly?: boolean }} [options] `webAssembly`: allow compiling WebAssembly ('wasm-unsafe-eval')
 */
export function contentSecurityPolicy(
  { config, siteUrl, paymentUrl = config.apiBaseUrl, inlineScripts = [] },
  { webAssembly = false } = {},
) {
  // The site's own origins: the shell and every remote (their scripts, manifests and any picture they serve).
  const site = ["'self'", origin(siteUrl), ...config.remotes.map((remote) => origin(remote.entry))];
  const api = origin(config.apiBaseUrl);
  const tools = analyticsHosts(config.analytics);
  const reach = (kind) => tools.flatMap((host) => VENDOR_REACH[host]?.[kind] ?? []);
  const directives = {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' (WebAssembly, never JavaScript's eval) only where Pyodide is compiled: see pythonRuntimeHeaders.
    'script-src': [
      ...site,
      ...(webAssembly ? ["'wasm-unsafe-eval'"] : []),
      ...inlineScripts,
      ...VIDEO_PLAYER_API,
      ...tools,
      ...reach('script'),
    ],
    // The Python runtime's worker and service worker, served by the shell under /python/.
    'worker-src': ["'self'"],
    // Inline styles stay allowed: styled-components writes the components' rules into a <style> element, the
    // video player's controls (media-chrome) style their shadow roots with <style> elements,
    // and the code editor (CodeMirror) writes its theme into one where a browser lacks adoptedStyleSheets.
    'style-src': [...site, "'unsafe-inline'"],
    // No off-site pictures: a learner's picture on another host (a tracking pixel) is not loaded.
    'img-src': [...site, ...tools, ...reach('img')],
    'connect-src': [...site, api, ...identityOrigins(config.identity), ...tools, ...reach('connect')],
    'font-src': ["'self'"],
    // The self-hosted lesson videos and their WebVTT captions, served by the shell.
    'media-src': ["'self'"],
    // The checkout's payment frame opens the API's sandbox page and lands on the site's /payment-success.
    'frame-src': ["'self'", origin(paymentUrl), ...VIDEO_EMBEDS],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${unique(sources)}`)
    .join('; ');
}

/**
 * Every header the site's static servers send. HSTS only when the site's public URL is https: these servers speak
 * plain HTTP, so TLS is a proxy's in front of them, and the configured URL (not a request header any client can
 * set) says whether browsers reach the site over TLS.
 */
export function securityHeaders(site, policyOptions) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(site, policyOptions),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // frame-ancestors for current browsers, this for those without CSP level 2.
    'X-Frame-Options': 'SAMEORIGIN',
    ...(new URL(site.siteUrl).protocol === 'https:'
      ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' }
      : {}),
  };
}

/**
 * The headers of the Python runtime's files under /python/ (the shell's server only). A module worker takes its
 * policy from its own script's response, not from the page, so only the worker that compiles Pyodide's WebAssembly is
 * allowed 'wasm-unsafe-eval'; every page keeps a script-src without it.
 */
export function pythonRuntimeHeaders(site) {
  return securityHeaders(site, { webAssembly: true });
}
