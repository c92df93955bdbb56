// The shell (host): remotes are registered at run time from /config.json, never at build time.
import path from 'node:path';
import { shellConfig } from '../tooling/rspack/index.js';
import { importTypeScript } from '../tooling/rspack/typescript.js';

const { earlyNoticeHtml } = await importTypeScript(
  path.join(import.meta.dirname, 'src/features/consent/early/earlyNoticePage.ts'),
);
const { configRequestScript } = await importTypeScript(
  path.join(import.meta.dirname, 'src/app/startup/configRequest.ts'),
);

export default shellConfig({
  pkgDir: import.meta.dirname,
  title: 'Loading…',
  headHtml: `<script>${configRequestScript()}</script>`,
  bodyHtml: earlyNoticeHtml(),
});
