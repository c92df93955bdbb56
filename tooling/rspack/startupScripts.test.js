import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOOTSTRAP_CHUNK, startupScripts, startupScriptTag, startupStylesheets } from './startupScripts.js';

const origin = (identifier) => ({ module: { identifier: () => identifier } });
// A chunk's id is the middle of its file name here: 'bootstrap.2.js' holds chunk 2.
const group = (name, origins, files) => ({
  name,
  origins,
  chunks: files.map((file) => ({ id: Number(file.split('.')[1]), files: [file] })),
});

test('the start-up scripts are the bootstrap chunk and the shared libraries the shell provides, but not those shared to load on demand', () => {
  const groups = [
    group('main', [{ module: null }], ['main.1.js']),
    group(
      BOOTSTRAP_CHUNK,
      [origin('builtin:swc-loader!/shell/src/index.ts')],
      ['bootstrap.2.js', 'bootstrap.2.css'],
    ),
    group(
      null,
      [origin('provide shared module (default) react-dom@19.2.0 = /react-dom/index.js')],
      ['971.3.js'],
    ),
    group(
      null,
      [origin('provide shared module (default) shared-events@0.1.0 = /se/index.ts')],
      ['144.4.js', '971.3.js'],
    ),
    group(
      null,
      [origin('provide shared module (default) shared-events/forms@0.1.0 = /se/forms/contractForm.ts')],
      ['183.8.js', '971.3.js'],
    ),
    group(null, [origin('consume shared module (default) react-dom@^19.2.0 (strict)')], ['761.5.js']),
    group(null, [origin('builtin:swc-loader!/shell/src/features/startup/startShell.tsx')], ['938.6.js']),
    group(null, [origin('builtin:swc-loader!/shared-ui/src/components/Carousel/Carousel.tsx')], ['579.7.js']),
  ];
  assert.deepEqual(startupScripts(groups), [
    { file: '144.4.js', chunkId: '4' },
    { file: '971.3.js', chunkId: '3' },
    { file: 'bootstrap.2.js', chunkId: '2' },
  ]);
  assert.deepEqual(startupStylesheets(groups), ['bootstrap.2.css']);
});

test("a start-up script's tag is async, at low priority, and carries the chunk loader's key for its chunk", () => {
  assert.deepEqual(startupScriptTag({ file: '971.3.js', chunkId: '3' }, { base: '/', uniqueName: 'shell' }), {
    tagName: 'script',
    voidTag: false,
    attributes: { async: true, fetchpriority: 'low', src: '/971.3.js', 'data-rspack': 'shell:chunk-3' },
  });
});
