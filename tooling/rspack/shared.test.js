import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './shared.js';

const tooling = path.dirname(fileURLToPath(import.meta.url));

test('a container shares the installed copy of every platform package, at the version the interface asks for', () => {
  const shared = sharedSingletons(path.resolve(tooling, '../../shell'));
  assert.equal(shared.react.version, '19.2.0');
  assert.equal(shared['react-dom/'].version, '19.2.0');
  assert.match(shared['styled-components'].version, /^6\./);
  assert.equal(shared['shared-events'].version, '0.1.0');
});

test('a container that does not depend on a platform package fails its build, naming the package', () => {
  assert.throws(
    () => sharedSingletons(path.resolve(tooling, '../../shared-contract')),
    /shared-contract must depend on 'react'/,
  );
});
