import assert from 'node:assert/strict';
import { test } from 'node:test';
import { exposeScripts, withWholeChunkGroups } from './exposeChunks.js';

const group = (name, files) => ({ name, chunks: files.map((file) => ({ files: [file] })) });

test("each exposed module's scripts are its whole chunk group, by the expose's name", () => {
  const groups = [
    group('catalog', ['remoteEntry.js']),
    // The remote's own zod and contract chunks (128, 850) belong to the page although mf-manifest.json files
    // them under shared-events.
    group('__federation_expose_CoursesPage', [
      '850.b.js',
      '128.a.js',
      '471.c.js',
      '__federation_expose_CoursesPage.d.js',
      '471.c.js.map',
    ]),
    group('__federation_expose_AboutPage', ['__federation_expose_AboutPage.e.js', 'about.css']),
    group(null, ['579.f.js']),
  ];
  assert.deepEqual(exposeScripts(groups), {
    CoursesPage: ['128.a.js', '471.c.js', '850.b.js', '__federation_expose_CoursesPage.d.js'],
    AboutPage: ['__federation_expose_AboutPage.e.js'],
  });
});

test("the manifest's stats list each exposed module's whole chunk group as its sync scripts, the rest as it was", () => {
  const stats = {
    id: 'catalog',
    exposes: [
      {
        name: 'CoursesPage',
        path: './CoursesPage',
        assets: {
          js: { sync: ['__federation_expose_CoursesPage.d.js'], async: ['579.f.js'] },
          css: { sync: [] },
        },
      },
      {
        name: 'Unbuilt',
        path: './Unbuilt',
        assets: { js: { sync: ['u.js'], async: [] }, css: { sync: [] } },
      },
    ],
  };
  const whole = withWholeChunkGroups(stats, [
    group('__federation_expose_CoursesPage', ['850.b.js', '__federation_expose_CoursesPage.d.js']),
  ]);
  assert.equal(whole.id, 'catalog');
  assert.deepEqual(whole.exposes[0].assets, {
    js: { sync: ['850.b.js', '__federation_expose_CoursesPage.d.js'], async: ['579.f.js'] },
    css: { sync: [] },
  });
  assert.deepEqual(whole.exposes[1], stats.exposes[1]);
  assert.deepEqual(
    stats.exposes[0].assets.js.sync,
    ['__federation_expose_CoursesPage.d.js'],
    'not changed in place',
  );
});
