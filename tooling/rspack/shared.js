// The shared singletons of every container (shell and remotes). Versions come from the packages installed for
// the building package, which the pnpm catalog keeps identical across the workspace, so React loads once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages shared as singletons; a trailing '/' shares every subpath (react/jsx-runtime, react-dom/client).
 * zod is not among them: a shared module is never tree-shaken, and only shared-events uses zod (zod/mini
 * schemas), so each build bundles with shared-events just the parts of zod those schemas use.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'styled-components',
  '@reduxjs/toolkit',
  'react-redux',
  'rxjs',
  'shared-ui',
  'shared-events',
];

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
      const version = installedVersion(pkgDir, key.replace(/\/$/, ''));
      return [key, { singleton: true, requiredVersion: `^${version}`, version }];
    }),
  );
}
