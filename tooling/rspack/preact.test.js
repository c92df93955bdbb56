import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { preactVersion, reactAliases, REACT_TO_PREACT } from './preact.js';
import { sharedSingletons } from './shared.js';

const shell = path.join(import.meta.dirname, '..', '..', 'shell');

test("every React entry point the site's code and libraries import is served by a file of Preact", () => {
  const aliases = reactAliases(shell);
  for (const request of [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
  ]) {
    const target = aliases[`${request}$`];
    assert.ok(target, `${request} is aliased`);
    assert.ok(target.includes(`${path.sep}preact${path.sep}`), `${request} goes to Preact, not React`);
    assert.ok(existsSync(target), `${request} -> ${target} exists`);
  }
  assert.equal(Object.keys(aliases).length, Object.keys(REACT_TO_PREACT).length);
});

test("the shared 'react' and 'react-dom' singletons carry Preact's version, so every container agrees on one", () => {
  const shared = sharedSingletons(shell);
  const version = preactVersion(shell);
  for (const key of ['react', 'react/', 'react-dom', 'react-dom/']) {
    assert.equal(shared[key].version, version, key);
    assert.equal(shared[key].requiredVersion, `^${version}`, key);
    assert.equal(shared[key].singleton, true, key);
  }
});
