// Jest's stand-in for scripts/lib/remotes.mjs (mapped in jest.base.js): Jest compiles TypeScript itself and cannot
// run tsx (its esbuild rejects jsdom's TextEncoder), so the manifests are required through Jest's own transform.
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: Jest requires the manifests synchronously */
const path = require('node:path');
const {
  byPort,
  MANIFEST_FILE,
  regionsOf,
  remoteDirs,
  routesOf,
  validManifest,
} = require('../../scripts/lib/manifests.mjs');

const root = path.resolve(__dirname, '../..');
const contract = require(path.join(root, 'shared-contract', 'src', 'index.ts'));

const REMOTES = byPort(
  remoteDirs(root).map((dir) =>
    validManifest(require(path.join(dir, MANIFEST_FILE)).default, dir, contract, root),
  ),
);

module.exports = { REMOTES, REMOTE_ROUTES: routesOf(REMOTES), REGIONS: regionsOf(REMOTES) };
