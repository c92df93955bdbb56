import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { importTypeScript } from './typescript.js';

const root = path.join(import.meta.dirname, '../..');
const PACKAGES = ['shared-ui', 'shell', ...readdirSync(root).filter((name) => name.startsWith('mfe-'))];

/** Every component stylesheet (`*.module.css`) in the packages' sources, and the pages' base rules. */
function stylesheets() {
  const modules = PACKAGES.flatMap((name) =>
    readdirSync(path.join(root, name, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.module.css'))
      .map((file) => path.join(name, 'src', file)),
  );
  return ['shared-ui/src/theme/base.css', ...modules];
}

test('every design token a stylesheet uses is one the pages define; a value set at run time has a fallback', async () => {
  const { THEME_VARIABLES } = await importTypeScript(path.join(root, 'shared-ui/src/theme/cssVariables.ts'));
  const unknown = stylesheets().flatMap((file) =>
    // A value set at run time (an inline custom property) is read with a fallback: `var(--progress, 0%)`.
    [...readFileSync(path.join(root, file), 'utf8').matchAll(/var\((--[\w-]+)\s*\)/g)]
      .map(([, name]) => name)
      .filter((name) => !THEME_VARIABLES.has(name))
      .map((name) => `${file}: ${name}`),
  );
  assert.deepEqual(unknown, []);
});
