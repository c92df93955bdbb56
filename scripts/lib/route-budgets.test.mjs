import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { gzipSync } from 'node:zlib';
import { decide, formatTable, judge, KB, readBudgets } from './route-budgets.mjs';
import { homeFirstView, INLINE_SCRIPTS, measureRoutes, startupScripts } from './route-weight.mjs';

const root = mkdtempSync(path.join(tmpdir(), 'route-budgets-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** Text that gzip hardly shrinks, so a file's size is set by `bytes` (deterministic: a linear congruential walk). */
function script(bytes, seed) {
  let state = seed;
  let text = '';
  while (text.length < bytes) {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    text += state.toString(36);
  }
  return text.slice(0, bytes);
}

const gz = (text) => gzipSync(text, { level: 6 }).length;

/** Writes a fixture dist: files by name (a source map beside each chunk that names its modules). */
function dist(name, files, sources = {}) {
  const dir = path.join(root, name, 'dist');
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
  for (const [file, modules] of Object.entries(sources))
    writeFileSync(path.join(dir, `${file}.map`), JSON.stringify({ version: 3, sources: modules }));
  return dir;
}

/** A remote's mf-manifest.json and expose-chunks.json: per module, its chunk group and its lazy chunks. */
const remoteFiles = (exposes) => ({
  'mf-manifest.json': JSON.stringify({
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: Object.entries(exposes).map(([module, { async = [] }]) => ({
      name: module.slice(2),
      path: module,
      assets: { js: { sync: [], async }, css: { sync: [], async: [] } },
    })),
  }),
  'expose-chunks.json': JSON.stringify(
    Object.fromEntries(Object.entries(exposes).map(([module, { group }]) => [module.slice(2), group])),
  ),
});

const shellFiles = {
  'main.js': script(3000, 1),
  'react.js': script(4000, 2),
  'bootstrap.js': script(2000, 3),
  'carousel.js': script(9000, 4),
};
const shellDist = dist('shell', {
  ...shellFiles,
  // The start-up: main.js, the async start-up scripts, a script preload and the inline scripts; not the icon, a
  // font preload or a CDN.
  'index.html':
    '<!doctype html><html><head><link rel="icon" href="/favicon.svg"><script>fetch("/config.json")</script>' +
    '<link as="font" href="/font.woff2" rel="preload"><link as="script" href="https://cdn.example/x.js" rel="preload">' +
    '<script async data-rspack="shell:chunk-3" fetchpriority="low" src="/react.js"></script>' +
    '<link as="script" fetchpriority="low" href="/bootstrap.js" rel="preload">' +
    '<script defer src="/main.js"></script></head><body><section hidden></section>' +
    '<script>notice()</script></body></html>',
});
const startupBytes =
  gz(shellFiles['main.js']) +
  gz(shellFiles['react.js']) +
  gz(shellFiles['bootstrap.js']) +
  gz('fetch("/config.json")\nnotice()');

const catalogFiles = {
  'remoteEntry.js': script(3000, 10),
  'common.js': script(5000, 11),
  'courses.js': script(2000, 12),
  'big.js': script(60_000, 13),
  'tiles.js': script(1500, 14),
  'editor.js': script(20_000, 15),
  'exercise.js': script(2500, 16),
  'player.js': script(8000, 17),
};
const catalogDist = dist(
  'catalog',
  {
    ...catalogFiles,
    ...remoteFiles({
      './CoursesPage': { group: ['common.js', 'courses.js'] },
      './BigPage': { group: ['common.js', 'big.js'], async: ['editor.js', 'exercise.js', 'player.js'] },
      './HomeCourses': { group: ['common.js', 'courses.js'] },
      './HomeTiles': { group: ['common.js', 'tiles.js'] },
    }),
  },
  {
    'editor.js': ['webpack://catalog/../node_modules/@codemirror/view/dist/index.js'],
    'exercise.js': [
      'webpack://catalog/./src/features/exercise/components/Panel.tsx',
      'webpack://catalog/../node_modules/@codemirror/state/dist/index.js',
    ],
    'player.js': ['webpack://catalog/../node_modules/media-chrome/dist/index.js'],
  },
);

const catalog = {
  name: 'catalog',
  dist: catalogDist,
  routes: [
    { path: '/courses', module: './CoursesPage' },
    { path: '/big', module: './BigPage' },
  ],
  regions: {
    'home.courses': { module: './HomeCourses' },
    'home.tiles': { module: './HomeTiles' },
    newsletter: { module: './CoursesPage' },
  },
};

const exercise = {
  name: 'big page with an exercise',
  route: '/big',
  loads: ['/features/exercise/', '/@codemirror/'],
  except: ['/@codemirror/'],
  why: 'the editor loads as the exercise starts',
};

const rows = measureRoutes({
  shellDist,
  shellRoutes: ['/', '/privacy-policy'],
  homeRegions: ['home.courses', 'home.tiles'],
  remotes: [catalog],
  variants: [exercise],
});
const byName = (name) => rows.find((row) => row.name === name);
const files = (row) => row.scripts.map((s) => `${s.origin}/${s.file}`).sort();

test("the start-up is index.html's own scripts (deferred or async), script preloads and inline scripts, nothing else", () => {
  assert.deepEqual(startupScripts(shellDist), ['bootstrap.js', 'main.js', 'react.js']);
  const legal = byName('/privacy-policy');
  assert.equal(legal.remote, 'shell');
  assert.deepEqual(files(legal), [
    'shell/bootstrap.js',
    `shell/${INLINE_SCRIPTS}`,
    'shell/main.js',
    'shell/react.js',
  ]);
  assert.equal(legal.bytes, startupBytes);
});

test("a remote route adds the remote's entry and its page's chunk group, not the lazy chunks, gzipped at level 6", () => {
  const courses = byName('/courses');
  assert.equal(courses.remote, 'catalog');
  assert.deepEqual(files(courses), [
    'catalog/common.js',
    'catalog/courses.js',
    'catalog/remoteEntry.js',
    'shell/bootstrap.js',
    `shell/${INLINE_SCRIPTS}`,
    'shell/main.js',
    'shell/react.js',
  ]);
  const remote = ['remoteEntry.js', 'common.js', 'courses.js'].map((f) => gz(catalogFiles[f]));
  assert.equal(courses.bytes, startupBytes + remote.reduce((a, b) => a + b));
});

test('each file counts once per route: the home regions share the entry and a chunk, counted once', () => {
  const home = byName('/');
  // Two home regions both need remoteEntry.js and common.js; the newsletter region is not the home page's.
  assert.deepEqual(files(home), [
    'catalog/common.js',
    'catalog/courses.js',
    'catalog/remoteEntry.js',
    'catalog/tiles.js',
    'shell/bootstrap.js',
    `shell/${INLINE_SCRIPTS}`,
    'shell/main.js',
    'shell/react.js',
  ]);
  const remote = ['remoteEntry.js', 'common.js', 'courses.js', 'tiles.js'].map((f) => gz(catalogFiles[f]));
  assert.equal(home.bytes, startupBytes + remote.reduce((a, b) => a + b));
});

test("a home region the home page loads only as the visitor scrolls near it is not in the home page's first view", () => {
  const [home] = measureRoutes({
    shellDist,
    shellRoutes: ['/'],
    homeRegions: ['home.courses'],
    remotes: [catalog],
  });
  assert.deepEqual(files(home), [
    'catalog/common.js',
    'catalog/courses.js',
    'catalog/remoteEntry.js',
    'shell/bootstrap.js',
    `shell/${INLINE_SCRIPTS}`,
    'shell/main.js',
    'shell/react.js',
  ]);
});

test("the home regions loaded with the page are read from the shell's own list", () => {
  const regions = homeFirstView(path.join(import.meta.dirname, '..', '..', 'shell'));
  assert.ok(regions.length > 0 && regions.every((region) => region.startsWith('home.')), String(regions));
});

test('an exception adds the lazy chunks it names and excepts only those made entirely of its modules', () => {
  const variant = byName('big page with an exercise');
  assert.equal(variant.route, '/big');
  // exercise.js holds the site's own code beside an editor module: it still counts. The player is not named.
  assert.deepEqual(files(variant), [...files(byName('/big')), 'catalog/exercise.js'].sort());
  assert.deepEqual(
    variant.excepted.map((s) => s.file),
    ['editor.js'],
  );
  assert.equal(variant.bytes, byName('/big').bytes + gz(catalogFiles['exercise.js']));
});

const budgets = (overrides = {}) => ({
  enforce: true,
  defaultKB: 30,
  routes: { '/': 10 },
  exceptions: [],
  ...overrides,
});

test('the check fails on a route over its budget, naming it, and passes the routes under theirs', () => {
  const judged = judge(rows, budgets());
  const big = judged.find((row) => row.name === '/big');
  assert.ok(big.bytes > 30 * KB, 'the fixture page is over 30 KB');
  assert.deepEqual(
    judged.filter((row) => row.over).map((row) => row.name),
    ['/', '/big', 'big page with an exercise'],
  );
  const { exitCode, message } = decide(judged, true);
  assert.equal(exitCode, 1);
  assert.match(
    message,
    /over budget: \/ \(\d+\.\d KB > 10 KB\), \/big \(\d+\.\d KB > 30 KB\), big page with an exercise/,
  );
  assert.doesNotMatch(message, /\/courses|privacy/);
  assert.match(formatTable(judged), /\| `\/big` +\| catalog +\| 7 +\| \d+\.\d +\| 30 +\| over/);
});

test("the home page has its own budget, and raising a route's budget passes it", () => {
  const home = rows.find((row) => row.name === '/');
  assert.ok(home.bytes > 10 * KB && home.bytes < 30 * KB);
  assert.equal(judge([home], budgets()).at(0).over, true);
  assert.equal(judge([home], budgets({ routes: {} })).at(0).over, false, 'under the default budget');
  const raised = judge(rows, budgets({ defaultKB: 200, routes: { '/': 30 } }));
  assert.deepEqual(decide(raised, true), { exitCode: 0, message: 'every route is within its budget' });
});

test('not enforced, an over-budget route is reported but does not fail', () => {
  const { exitCode, message } = decide(judge(rows, budgets()), false);
  assert.equal(exitCode, 0);
  assert.match(message, /over budget: .*\/big .*not enforced/s);
});

test('a budget file with a wrong field is refused, naming the field', () => {
  const file = path.join(root, 'budgets.json');
  writeFileSync(file, JSON.stringify({ enforce: 'yes', defaultKB: 200 }));
  assert.throws(() => readBudgets(file), /"enforce" must be true or false/);
  writeFileSync(
    file,
    JSON.stringify({ enforce: false, defaultKB: 200, exceptions: [{ ...exercise, except: [] }] }),
  );
  assert.throws(() => readBudgets(file), /"exceptions\[0\]\.except" must be a non-empty list/);
});

test('a goal is shown beside each budget and marks the routes above it, but never fails the check', () => {
  const judged = judge(
    rows,
    budgets({ defaultKB: 200, routes: { '/': 30 }, goal: { defaultKB: 5, routes: {} } }),
  );
  assert.ok(judged.every((row) => row.goalKB === 5 && row.overGoal));
  assert.deepEqual(decide(judged, true), { exitCode: 0, message: 'every route is within its budget' });
  assert.match(formatTable(judged), /\| budget KB \| goal KB \| verdict/);
  assert.match(
    formatTable(judged),
    /\| `\/big` +\| catalog +\| 7 +\| \d+\.\d +\| 200 +\| 5 +\| ok, above goal/,
  );
  const file = path.join(root, 'budgets.json');
  writeFileSync(file, JSON.stringify({ enforce: true, defaultKB: 200, goal: { defaultKB: 0 } }));
  assert.throws(() => readBudgets(file), /"goal\.defaultKB" must be a positive number of KB/);
});

test("the repository's budget file is enforced, and its goal is the issue's: home 170 KB, every other page 200 KB", () => {
  const repoBudgets = readBudgets(path.join(import.meta.dirname, '..', '..', 'performance-budgets.json'));
  assert.equal(repoBudgets.enforce, true);
  assert.deepEqual(repoBudgets.goal, { defaultKB: 200, routes: { '/': 170 } });
  // A ratchet may sit below the goal (the shell's own pages do since Preact); it must be a real number of KB.
  for (const [route, kb] of Object.entries({ default: repoBudgets.defaultKB, ...repoBudgets.routes }))
    assert.ok(Number.isFinite(kb) && kb > 0, `${route}: ${kb} KB`);
});
