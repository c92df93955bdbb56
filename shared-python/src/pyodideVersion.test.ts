import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { PYODIDE_VERSION } from './pyodideVersion';

test('the worker loads the folder of the installed pyodide version (the build names it from the package)', () => {
  const manifest = createRequire(import.meta.url).resolve('pyodide/package.json');
  assert.equal(PYODIDE_VERSION, JSON.parse(readFileSync(manifest, 'utf8')).version);
});
