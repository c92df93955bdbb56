// Serves a built remote or the shell: the build's precompressed copies (else compression on the fly), long-lived caching for content-hashed files, no caching for the
// entry points a new deploy replaces (index.html, mf-manifest.json, remoteEntry.js), CORS for remotes (the
// shell fetches their manifests from another origin), SPA fallback and /config.json for the shell, and the site's
// security headers (security-headers.mjs) on every response, the 404 and CORS answers included.
import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)$/;

/**
 * @param {{ dir: string, port: number, host: string, cors?: boolean, spa?: boolean, runtimeConfig?: unknown, headers?: Record<string, string> }} options
 * @returns {Promise<http.Server>}
 */
export function serveStatic({ dir, port, host, cors = false, spa = false, runtimeConfig, headers = {} }) {
  const files = sirv(dir, {
    dev: false,
    etag: true,
    // The build writes .br and .gz copies of its text files (tooling/rspack/precompress.js).
    brotli: true,
    gzip: true,
    single: spa,
    setHeaders(res, pathname) {
      res.setHeader(
        'Cache-Control',
        HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  const gzip = compression();
  const configBody = runtimeConfig === undefined ? undefined : JSON.stringify(runtimeConfig);

  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
    }
    gzip(req, res, () => {
      if (configBody !== undefined && req.url?.split('?')[0] === '/config.json') {
        res
          .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' })
          .end(configBody);
        return;
      }
      files(req, res, () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
