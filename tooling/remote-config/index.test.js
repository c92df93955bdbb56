import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { remoteFederationOptions, SHARED_PACKAGES, sharedConfig } from './index.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The catalog's pinned versions (pnpm-workspace.yaml), read line by line: `  name: version`. */
function catalog() {
  const yaml = readFileSync(path.join(root, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.slice(yaml.indexOf('\ncatalog:\n'), yaml.indexOf('\nallowBuilds:'));
  return new Map(
    [...block.matchAll(/^ {2}'?([@\w/.-]+)'?: (\S+)$/gm)].map(([, name, version]) => [name, version]),
  );
}

const workspaceVersion = (pkg) =>
  JSON.parse(readFileSync(path.join(root, pkg, 'package.json'), 'utf8')).version;

test('every shared package asks for the version the catalog pins for the shell and the remotes', () => {
  const pinned = catalog();
  for (const [key, range] of Object.entries(SHARED_PACKAGES)) {
    const name = key.replace(/\/$/, '');
    const version = name.startsWith('shared-') ? workspaceVersion(name) : pinned.get(name);
    assert.ok(version, `${name} is pinned`);
    assert.equal(range, `^${version}`, `${name}: the interface asks for ^${version}`);
  }
});

test('React 19, styled-components 6 and the whole router are shared as singletons; zod and rxjs are not', () => {
  const shared = sharedConfig();
  for (const name of ['react', 'react-dom', 'styled-components', 'react-router', 'react-router-dom']) {
    assert.equal(shared[name].singleton, true, name);
    assert.equal(shared[name].import, undefined, `${name} is shared whole, not through a module of our own`);
  }
  assert.match(SHARED_PACKAGES.react, /^\^19\./);
  assert.match(SHARED_PACKAGES['styled-components'], /^\^6\./);
  assert.equal(shared.zod, undefined);
  assert.equal(shared.rxjs, undefined);
});

test('a provided version is stated only where the build knows it', () => {
  const shared = sharedConfig((name) => (name === 'react' ? '19.2.0' : undefined));
  assert.deepEqual(shared.react, { singleton: true, requiredVersion: '^19.2.0', version: '19.2.0' });
  assert.deepEqual(shared['react-dom'], { singleton: true, requiredVersion: '^19.2.0' });
});

test("a remote's federation options write its contract version into mf-manifest.json, after any other data", () => {
  const options = remoteFederationOptions(
    { name: 'catalog', exposes: { './CoursesPage': './src/CoursesPage.tsx' }, contract: 3 },
    { additionalData: (stats) => ({ ...stats, extra: true }) },
  );
  assert.equal(options.name, 'catalog');
  assert.equal(options.filename, 'remoteEntry.js');
  assert.deepEqual(options.exposes, { './CoursesPage': './src/CoursesPage.tsx' });
  const manifest = options.manifest.additionalData({ stats: { metaData: { name: 'catalog' } } });
  assert.deepEqual(manifest, { metaData: { name: 'catalog', contract: 3 }, extra: true });
});
