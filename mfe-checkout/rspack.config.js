// The checkout remote's build: its name, port and exposed modules come from its manifest, src/manifest.ts.
import { loadManifest } from '../scripts/lib/load-manifests.mjs';
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  manifest: await loadManifest(import.meta.dirname),
});
