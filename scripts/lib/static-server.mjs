// Serves a built remote or the shell: the build's precompressed copies (else compression on the fly), long-lived caching for content-hashed files and the versioned Pyodide folder, no caching for the
// entry points a new deploy replaces (index.html, mf-manifest.json, remoteEntry.js), CORS for remotes (the
// shell fetches their manifests from another origin), SPA fallback and /config.json for the shell, and the site's
// security headers (security-headers.mjs) on every response, the 404 and CORS answers included.
import http from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { keepIdleConnections } from './idle-connections.mjs';

const HASHED = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpe?g|webp)$/;
/** The Python runtime's files (shared-python, built by tooling/rspack/python.js) live under this path. */
const PYTHON_RUNTIME = '/python/';
/** Pyodide's files sit in a folder named for its version, so they never change under one URL. */
const PYODIDE_FOLDER = /^\/python\/pyodide-[^/]+\//;
/** A path naming a dotfile or dot folder (`.env`, `.git/`), `/.well-known/` apart: never served. */
const DOT_PATH = /(^|\/)\.(?!well-known\/)/;

/** The request's path as a file lookup sees it: decoded, so `%2e` is a dot too. */
function decodedPath(url = '/') {
  const pathname = url.split('?')[0] ?? '/';
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/**
 * @param {{ dir: string, port: number, host: string, cors?: boolean, spa?: boolean, runtimeConfig?: unknown, headers?: Record<string, string>, pythonHeaders?: Record<string, string> }} options
 *   `pythonHeaders` replace `headers` on the Python runtime's files (security-headers.mjs, pythonRuntimeHeaders)
 * @returns {Promise<http.Server>}
 */
export function serveStatic({
  dir,
  port,
  host,
  cors = false,
  spa = false,
  runtimeConfig,
  headers = {},
  pythonHeaders = headers,
}) {
  const serve = (single) =>
    sirv(dir, {
      // Each request looks at the folder as it is now, not as it was when the server started: a build run while
      // the site is up (a remote rebuilt alone) removes, adds and rewrites files, which a listing made at start
      // would answer with a crash, a 404 and a wrong length.
      dev: true,
      etag: true,
      // The build writes .br and .gz copies of its text files (tooling/rspack/precompress.js).
      brotli: true,
      gzip: true,
      single,
      // The worker and service worker under /python/ keep fixed names, so they are revalidated (no-cache).
      setHeaders(res, pathname) {
        res.setHeader(
          'Cache-Control',
          HASHED.test(pathname) || PYODIDE_FOLDER.test(pathname)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  const files = serve(spa);
  // A missing runtime file is a 404, never the SPA's page: a worker would otherwise get HTML for a script.
  const runtimeFiles = spa ? serve(false) : files;
  const gzip = compression();
  const configBody = runtimeConfig === undefined ? undefined : JSON.stringify(runtimeConfig);

  const server = http.createServer((req, res) => {
    // sirv pipes a file stream it gives no error handler: a file removed between its look and its read would
    // otherwise stop the whole server. The headers are sent by then, so the answer can only be cut short.
    res.on('pipe', (source) => source.on('error', () => res.destroy()));
    const runtime = req.url?.startsWith(PYTHON_RUNTIME) ?? false;
    for (const [name, value] of Object.entries(runtime ? pythonHeaders : headers)) res.setHeader(name, value);
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
      const notFound = () => res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      // sirv's per-request look (below) has no dotfile filter of its own, as its listing at start had.
      if (DOT_PATH.test(decodedPath(req.url))) {
        notFound();
        return;
      }
      const serveFiles = runtime ? runtimeFiles : files;
      // sirv checks that a file exists, then reads its size: a file removed in between throws here.
      try {
        serveFiles(req, res, notFound);
      } catch {
        if (res.headersSent) res.destroy();
        else notFound();
      }
    });
  });
  keepIdleConnections(server);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
