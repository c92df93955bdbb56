// playwright-core for the root's scripts (`pnpm bench`, the site pictures' PNG copies), reached through the e2e
// package's @playwright/test: pnpm keeps it out of the root's node_modules.
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './pnpm.mjs';

export function loadPlaywrightCore() {
  const fromE2e = createRequire(path.join(repoRoot, 'e2e', 'package.json'));
  const fromTest = createRequire(fromE2e.resolve('@playwright/test'));
  const fromPlaywright = createRequire(fromTest.resolve('playwright'));
  return fromPlaywright('playwright-core');
}
