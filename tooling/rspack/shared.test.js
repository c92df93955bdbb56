import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sharedSingletons } from './shared.js';

const shell = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shell');

test('the shell shares React 19 itself, styled-components, rxjs and the whole router as singletons', () => {
  const shared = sharedSingletons(shell);
  for (const name of [
    'react',
    'react-dom',
    'styled-components',
    'rxjs',
    'react-router',
    'react-router-dom',
  ]) {
    assert.equal(shared[name]?.singleton, true, name);
    assert.equal(shared[name].import, undefined, `${name} is shared whole, not through a module of our own`);
  }
  assert.match(shared.react.version, /^19\./);
  assert.equal(shared.react.requiredVersion, `^${shared.react.version}`);
  assert.equal(shared['react-dom'].version, shared.react.version);
  assert.match(shared['styled-components'].version, /^6\./);
  assert.equal(shared.zod, undefined, 'zod is bundled by whoever uses it');
});
