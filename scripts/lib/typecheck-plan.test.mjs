import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { test } from 'node:test';
import { repoRoot } from './pnpm.mjs';
import { browserFolders, packageChecks } from './typecheck-plan.mjs';

test('the browser program covers the shell, every remote and the shared browser packages; every other package runs its own typecheck', async () => {
  const browser = await browserFolders(repoRoot);
  const remotes = (await readdir(repoRoot)).filter((name) => name.startsWith('mfe-'));
  assert.ok(remotes.length >= 6);
  for (const folder of ['shell', 'shared-ui', 'shared-platform', 'shared-contract', ...remotes])
    assert.ok(browser.has(folder), `${folder} is in tsconfig.browser.json`);

  const checks = await packageChecks(repoRoot);
  const own = checks.map(({ folder }) => folder).filter((folder) => !browser.has(folder));
  assert.deepEqual(own.sort(), ['api', 'e2e', 'shared-python']);
  // Nothing the browser program covers is left without a check, and nothing else is in it.
  for (const folder of browser)
    assert.ok(
      checks.some((check) => check.folder === folder),
      folder,
    );
});

test('a folder outside the workspace or without src is not taken for a browser package', async () => {
  const browser = await browserFolders(repoRoot);
  for (const folder of ['api', 'e2e', 'shared-python', 'tooling', 'scripts', 'docs', 'node_modules'])
    assert.ok(!browser.has(folder), folder);
});
