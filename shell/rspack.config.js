// The shell (host): remotes are registered at run time from /config.json, never at build time.
import path from 'node:path';
import { shellConfig } from '../tooling/rspack/index.js';
import { inlineScript } from '../tooling/rspack/inlineScript.js';
import { importTypeScript } from '../tooling/rspack/typescript.js';

const { earlyNoticeHtml } = await importTypeScript(
  path.join(import.meta.dirname, 'src/features/consent/early/earlyNoticePage.ts'),
);
// Bundled once as the config loads: the dev server picks up an edit to the head script's modules on restart.
const headScript = await inlineScript(path.join(import.meta.dirname, 'src/app/warmup/headScript.ts'));

export default shellConfig({
  pkgDir: import.meta.dirname,
  title: 'Loading…',
  headHtml: `<script>${headScript}</script>`,
  bodyHtml: earlyNoticeHtml(),
});
