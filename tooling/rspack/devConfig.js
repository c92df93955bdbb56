// Dev servers (shell and each remote's harness) serve /config.json like the production static server does:
// built from the environment by the lead's runtime-config module, with the identity bootstrap's settings.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { buildRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';

const repoRoot = path.resolve(import.meta.dirname, '../..');

// Where the identity bootstrap of `npm start` (or scripts/stack.mjs) leaves the user pool settings.
const IDENTITY_FILES = [
  ...(process.env.DATA_DIR ? [path.resolve(process.env.DATA_DIR, 'identity.json')] : []),
  path.join(repoRoot, '.data', 'dev', 'identity.json'),
  path.join(repoRoot, '.data', 'identity.json'),
];

async function readIdentity() {
  for (const file of IDENTITY_FILES) {
    try {
      return JSON.parse(await readFile(file, 'utf8'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return undefined;
}

/** `devServer.setupMiddlewares` that answers GET /config.json. */
export function serveRuntimeConfig(middlewares) {
  middlewares.unshift({
    name: 'runtime-config',
    path: '/config.json',
    middleware: (req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      readIdentity()
        .then((identity) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-cache');
          res.end(JSON.stringify(buildRuntimeConfig(identity)));
        })
        .catch(next);
    },
  });
  return middlewares;
}
