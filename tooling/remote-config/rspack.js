// This repository's build of a remote (rspack and the federation plugin, with the platform's shared packages and
// contract metadata from index.js): a remote's rspack.config.js is `export default await remoteBuild(import.meta.dirname)`.
// The remote's name, port and exposed modules come from its manifest, src/manifest.ts.
import { loadManifest } from '../../scripts/lib/load-manifests.mjs';
import { remoteConfig } from '../rspack/index.js';

/** @param {string} pkgDir the remote's folder */
export async function remoteBuild(pkgDir) {
  return remoteConfig({ pkgDir, manifest: await loadManifest(pkgDir) });
}
