// The shell (host): remotes are registered at run time from /config.json, never at build time.
import { shellConfig } from '../tooling/rspack/index.js';

export default shellConfig({ pkgDir: import.meta.dirname, title: 'Loading…' });
