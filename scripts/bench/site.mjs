// The built site in Chromium, for the browser parts of `pnpm bench`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromiumLaunchOptions } from '../../e2e/support/chromium.mjs';
import { loadPlaywrightCore } from '../lib/playwright-core.mjs';
import { repoRoot } from '../lib/pnpm.mjs';
import { profileSettings } from '../lib/stack.mjs';
import { REMOTES } from '../lib/remotes.mjs';
import { HOST, startProcess } from './common.mjs';

// The remotes, to name their origins in the page-weight report.
export { REMOTES };

export function assertBuilt() {
  const missing = [
    ...REMOTES.map((remote) => `${remote.folder}/dist/mf-manifest.json`),
    'shell/dist/index.html',
  ].filter((file) => !existsSync(path.join(repoRoot, file)));
  if (missing.length)
    throw new Error(`build first (node scripts/pnpm.mjs build): missing ${missing.join(', ')}`);
}

/** Starts the built site (e2e profile) and Chromium, and runs `measure(browser, shellOrigin)` on them. */
export async function withSiteInBrowser(measure) {
  const { ports } = profileSettings('e2e');
  const shellOrigin = `http://${HOST}:${ports.shell}`;
  const stack = await startProcess(
    'site (e2e profile)',
    process.execPath,
    ['scripts/stack.mjs', '--profile', 'e2e', '--quiet'],
    {
      readyUrl: `${shellOrigin}/config.json`,
    },
  );
  const { chromium } = loadPlaywrightCore();
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    return await measure(browser, shellOrigin, ports);
  } finally {
    await browser.close();
    await stack.stop();
  }
}
