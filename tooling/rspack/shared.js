// The shared singletons of every container (shell and remotes). Versions come from the packages installed for
// the building package, which the pnpm catalog keeps identical across the workspace, so React loads once.
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages shared as singletons; a trailing '/' shares every subpath (react/jsx-runtime, react-dom/client).
 * A shared module is never tree-shaken, so what only shared-events uses is not shared: zod (its zod/mini
 * schemas) is bundled with shared-events, cut to the parts it uses. react-router is shared only through the
 * react-router-dom surface (routerSurface.js).
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
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

/**
 * A shared module's `import` as a request relative to the building package (`./…`, `../…`), which the build
 * resolves from its context: the request is written into the container's share table as it is, so an absolute
 * path would put the build machine's folders into every visitor's scripts.
 * @param {string} pkgDir the building package's folder
 * @param {string} file the module's absolute path
 */
export function packageRelativeRequest(pkgDir, file) {
  const relative = path.relative(pkgDir, file).split(path.sep).join('/');
  return relative.startsWith('../') ? relative : `./${relative}`;
}
