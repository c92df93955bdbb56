import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageRelativeRequest } from './shared.js';

test("a shared module's request is relative to the building package, never the build machine's absolute path", () => {
  assert.equal(
    packageRelativeRequest('/w/shell', '/w/shell/node_modules/.shared/x.js'),
    './node_modules/.shared/x.js',
  );
  assert.equal(
    packageRelativeRequest('/w/mfe-catalog', '/w/shared-contract/node_modules/.shared/zod-mini.js'),
    '../shared-contract/node_modules/.shared/zod-mini.js',
  );
});
