import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BOOTSTRAP_CHUNK, startupPreloadTags, startupScripts, startupStylesheets } from './startupPreload.js';

const origin = (identifier) => ({ module: { identifier: () => identifier } });
const group = (name, origins, files) => ({ name, origins, chunks: files.map((file) => ({ files: [file] })) });

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
  assert.deepEqual(startupScripts(groups), ['144.4.js', '971.3.js', 'bootstrap.2.js']);
  assert.deepEqual(startupStylesheets(groups), ['bootstrap.2.css']);
  assert.deepEqual(startupPreloadTags(groups, '/'), [
    {
      tagName: 'link',
      voidTag: true,
      attributes: { rel: 'preload', as: 'style', href: '/bootstrap.2.css', fetchpriority: 'low' },
    },
    {
      tagName: 'link',
      voidTag: true,
      attributes: { rel: 'preload', as: 'script', href: '/144.4.js', fetchpriority: 'low' },
    },
    {
      tagName: 'link',
      voidTag: true,
      attributes: { rel: 'preload', as: 'script', href: '/971.3.js', fetchpriority: 'low' },
    },
    {
      tagName: 'link',
      voidTag: true,
      attributes: { rel: 'preload', as: 'script', href: '/bootstrap.2.js', fetchpriority: 'low' },
    },
  ]);
});
