// The shared singletons of every container (shell and remotes): the platform's share table (the remote-config
// package), each with the version installed for the building package, which the pnpm catalog keeps identical
// across the workspace, so React loads once.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedConfig } from '../remote-config/index.js';

/** Shared entries no page's start-up reads: they load when a page first imports them, so nothing preloads them. */
export const ON_DEMAND_SHARES = ['shared-events/forms'];

export function installedVersion(pkgDir, name) {
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
  return sharedConfig((name) => installedVersion(pkgDir, name));
}
