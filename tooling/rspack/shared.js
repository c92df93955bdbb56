// The shared singletons of every container (shell and remotes). Versions come from the packages installed for
// the building package, which the pnpm catalog keeps identical across the workspace, so React loads once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages shared as singletons, whole; a trailing '/' shares every subpath (react/jsx-runtime, react-dom/client).
 * zod is not shared: each container bundles the part of zod/mini its schemas use (shared-contract).
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'react-redux',
  'styled-components',
  'rxjs',
  'shared-ui',
  'shared-events',
  // Its entries (shared-events/forms) load on their own, when a page first imports one.
  'shared-events/',
];

/** Shared entries no page's start-up reads: they load when a page first imports them, so nothing preloads them. */
export const ON_DEMAND_SHARES = ['shared-events/forms'];

function installedVersion(pkgDir, name) {
  const manifest = path.join(pkgDir, 'node_modules', name, 'package.json');
  try {
    return JSON.parse(readFileSync(manifest, 'utf8')).version;
  } catch (cause) {
    throw new Error(`${path.basename(pkgDir)} must depend on '${name}' to share it (read ${manifest})`, {
      cause,
    });
  }
}

/** @param {string} pkgDir the building package's folder */
export function sharedSingletons(pkgDir) {
  return Object.fromEntries(
    SINGLETONS.map((key) => {
      const name = key.replace(/\/$/, '');
      const version = installedVersion(pkgDir, name);
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
