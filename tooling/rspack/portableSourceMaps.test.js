import assert from 'node:assert/strict';
import { test } from 'node:test';
import { portableSourceMap } from './portableSourceMaps.js';

test("a map's absolute paths inside the repository become relative to it; other text is left as it is", () => {
  const map = JSON.stringify({
    sources: [
      'webpack://shell/./src/index.ts',
      'data:text/javascript,import runtime from "/repo/node_modules/.pnpm/runtime/dist/index.cjs";',
    ],
    sourcesContent: ['export {};', 'import runtime from "/repo/node_modules/.pnpm/runtime/dist/index.cjs";'],
    names: ['/repository-like'],
  });
  const portable = JSON.parse(portableSourceMap(map, '/repo'));
  assert.deepEqual(portable.sources, [
    'webpack://shell/./src/index.ts',
    'data:text/javascript,import runtime from "node_modules/.pnpm/runtime/dist/index.cjs";',
  ]);
  assert.equal(
    portable.sourcesContent[1],
    'import runtime from "node_modules/.pnpm/runtime/dist/index.cjs";',
  );
  assert.deepEqual(portable.names, ['/repository-like']);
});
