import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { repoRoot } from './pnpm.mjs';
import { browserFolders, checkedPackages } from './typecheck-plan.mjs';

test('the browser program covers the shell, every remote and the shared browser packages; every other package runs its own typecheck', async () => {
  const browser = await browserFolders(repoRoot);
  const remotes = (await readdir(repoRoot)).filter((name) => name.startsWith('mfe-'));
  assert.ok(remotes.length >= 6);
  for (const folder of ['shell', 'shared-ui', 'shared-events', 'shared-contract', ...remotes])
    assert.ok(browser.has(folder), `${folder} is in tsconfig.browser.json`);

  const checked = await checkedPackages(repoRoot);
  const own = checked.filter((folder) => !browser.has(folder));
  assert.deepEqual(own.sort(), ['api', 'e2e', 'shared-python']);
  // Everything the browser program covers is a workspace package with a typecheck of its own.
  for (const folder of browser) assert.ok(checked.includes(folder), folder);
});

test('a folder outside the workspace or without src is not taken for a browser package', async () => {
  const browser = await browserFolders(repoRoot);
  for (const folder of ['api', 'e2e', 'shared-python', 'tooling', 'scripts', 'docs', 'node_modules'])
    assert.ok(!browser.has(folder), folder);
});
