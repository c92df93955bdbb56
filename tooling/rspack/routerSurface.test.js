import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { SINGLETONS } from './shared.js';
import {
  ROUTER_SURFACE,
  productionRouterAlias,
  routerSurfacePath,
  routerSurfaceSource,
  withRouterSurface,
} from './routerSurface.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_DIRS = [
  ...['shell', ...readdirSync(root).filter((folder) => folder.startsWith('mfe-'))].map((container) =>
    path.join(container, 'src'),
  ),
  path.join('tooling', 'rspack', 'harness'),
];
const SURFACE_NAMES = Object.values(ROUTER_SURFACE).flat();

/** Tests and their helpers (a `testing/` folder) run on react-router-dom itself, never on the shared surface. */
const NOT_SHIPPED = /(\.test\.tsx?$|(^|\/)testing\/)/;

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !NOT_SHIPPED.test(path.relative(root, file).split(path.sep).join('/')));
}

const shippedFiles = () => SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)));

/** Value (not type-only) names a file imports from 'react-router-dom'. */
function routerImports(file) {
  const names = [];
  for (const [, clause] of readFileSync(file, 'utf8').matchAll(
    /import\s+\{([^}]*)\}\s+from\s+'react-router-dom'/g,
  ))
    for (const part of clause.split(',').map((name) => name.trim()))
      if (part && !part.startsWith('type ')) names.push(part.split(/\s+as\s+/)[0]);
  return names;
}

test("every name the site's shipped code imports from react-router-dom is in the shared surface", () => {
  const missing = [];
  for (const file of shippedFiles())
    for (const name of routerImports(file))
      if (!SURFACE_NAMES.includes(name)) missing.push(`${path.relative(root, file)}: ${name}`);
  assert.deepEqual(missing, []);
});

test('every surface name is imported by shipped code (a shared module is never tree-shaken)', () => {
  const used = new Set(shippedFiles().flatMap(routerImports));
  assert.deepEqual(
    SURFACE_NAMES.filter((name) => !used.has(name)),
    [],
  );
});

test('no shipped file imports a test helper, whose router names the surface leaves out', () => {
  const importers = shippedFiles().filter((file) =>
    /from\s+'[^']*\/testing(\/[^']*)?'/.test(readFileSync(file, 'utf8')),
  );
  assert.deepEqual(
    importers.map((file) => path.relative(root, file)),
    [],
  );
});

test('every surface name is a real export of the module it is taken from, and the source re-exports them all', async () => {
  const require = createRequire(path.join(root, 'shell', 'package.json'));
  for (const [module, names] of Object.entries(ROUTER_SURFACE)) {
    const exported = await import(require.resolve(module));
    for (const name of names) assert.ok(name in exported, `${module} exports ${name}`);
    assert.ok(routerSurfaceSource().includes(`export { ${names.join(', ')} } from '${module}';`));
  }
});

test("a production build takes react-router's production build, with every surface name and no dev warnings", async () => {
  const shell = path.join(root, 'shell');
  const target = productionRouterAlias(shell)['react-router$'];
  const bundled = createRequire(path.join(shell, 'package.json')).resolve('react-router');
  assert.match(bundled, /[\\/]dist[\\/]development[\\/]/, "the package's own exports: its development build");
  assert.match(target, /[\\/]dist[\\/]production[\\/]index\.mjs$/);
  const exported = await import(target);
  for (const name of ROUTER_SURFACE['react-router'])
    assert.ok(name in exported, `production build exports ${name}`);
  const code = readdirSync(path.dirname(target))
    .filter((file) => file.endsWith('.mjs'))
    .map((file) => readFileSync(path.join(path.dirname(target), file), 'utf8'))
    .join('\n');
  assert.match(code, /ENABLE_DEV_WARNINGS = false/);
  assert.doesNotMatch(code, /ENABLE_DEV_WARNINGS = true/);
});

test("every container's production build resolves react-router to that production build, its dev build does not", async () => {
  for (const container of ['shell', ...readdirSync(root).filter((folder) => folder.startsWith('mfe-'))]) {
    const { default: configFor } = await import(path.join(root, container, 'rspack.config.js'));
    const [production] = [configFor({}, { mode: 'production' })].flat();
    const [development] = [configFor({}, { mode: 'development' })].flat();
    const expected = productionRouterAlias(path.join(root, container))['react-router$'];
    assert.equal(production.resolve.alias['react-router$'], expected, container);
    assert.equal(development.resolve.alias['react-router$'], undefined, container);
  }
});

test('the surface is shared as react-router-dom, and react-router is not shared on its own', () => {
  const singleton = { singleton: true, requiredVersion: '^7.9.4', version: '7.9.4' };
  const shared = withRouterSurface({ react: { singleton: true }, 'react-router-dom': singleton }, '/pkg');
  assert.deepEqual(Object.keys(shared).sort(), ['react', 'react-router-dom']);
  assert.ok(!SINGLETONS.includes('react-router'));
  assert.deepEqual(shared['react-router-dom'], {
    ...singleton,
    import: './node_modules/.shared/react-router-dom.js',
  });
  assert.equal(
    routerSurfacePath('/pkg'),
    path.join('/pkg', 'node_modules', '.shared', 'react-router-dom.js'),
  );
});
