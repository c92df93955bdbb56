import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { REMOTES } from '../../scripts/lib/remotes.mjs';

// Checks the production build the suite runs against: each remote is its own deployable with a manifest,
// and the shell carries none of the remotes' code (it loads them at run time from their own origins).
const root = path.resolve(import.meta.dirname, '../..');

interface Manifest {
  name: string;
  exposes: { name: string; path: string; assets: { js: { sync: string[] } } }[];
  shared: { name: string; singleton?: boolean }[];
}

async function readManifest(folder: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(root, folder, 'dist', 'mf-manifest.json'), 'utf8')) as Manifest;
}

async function filesIn(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

for (const remote of REMOTES) {
  test(`${remote.folder} builds into its own dist with a manifest exposing every page and region it owns`, async () => {
    const manifest = await readManifest(remote.folder);
    expect(manifest.name).toBe(remote.name);
    // Exactly what its src/manifest.ts exposes, which covers every route and region it declares.
    expect(manifest.exposes.map((expose) => expose.path).sort()).toEqual(Object.keys(remote.exposes).sort());
    const owned = [...remote.routes, ...Object.values(remote.regions)].map((entry) => entry.module);
    expect(manifest.exposes.map((expose) => expose.path)).toEqual(expect.arrayContaining(owned));
    // The manifest lists what the remote uses; every such package must be a singleton of the host's scope.
    expect(manifest.shared.filter((shared) => !shared.singleton)).toEqual([]);
    expect(manifest.shared.map((shared) => shared.name)).toEqual(
      expect.arrayContaining(['react', 'react-dom']),
    );
    // Each page's sync scripts are its whole chunk group, so preloadRemote leaves none to be found late.
    const groups = JSON.parse(
      await readFile(path.join(root, remote.folder, 'dist', 'expose-chunks.json'), 'utf8'),
    ) as Record<string, string[]>;
    for (const expose of manifest.exposes)
      expect([...expose.assets.js.sync].sort(), expose.path).toEqual(groups[expose.name]);
  });
}

/** Text literals of a folder's sources (quoted strings and JSX text of 12+ characters). */
async function literalsIn(folder: string): Promise<Set<string>> {
  const found = new Set<string>();
  for (const file of await filesIn(path.join(root, folder, 'src'))) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const code = await readFile(file, 'utf8');
    for (const match of code.matchAll(/'([^'\n\\]{12,})'|"([^"\n\\]{12,})"|>\s*([^<>{}\n]{12,}?)\s*</g)) {
      const text = (match[1] ?? match[2] ?? match[3] ?? '').trim();
      if (/[A-Za-z]{3,} [A-Za-z]{2,}/.test(text)) found.add(text);
    }
  }
  return found;
}

test("the shell's dist holds none of the remotes' code", async () => {
  const files = await filesIn(path.join(root, 'shell', 'dist'));
  expect(files.some((file) => path.basename(file) === 'index.html')).toBe(true);
  expect(
    files.filter((file) => /mf-manifest\.json$|remoteEntry\.js$|__federation_expose_/.test(file)),
  ).toEqual([]);
  const shellCode = (
    await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(file, 'utf8')))
  ).join('\n');

  // Text that only a remote's sources contain would show up in the shell's bundle if it bundled that remote.
  const sharedSources = (
    await Promise.all(
      ['shell', 'shared-ui', 'shared-contract', 'shared-events', 'shared-python'].map(async (folder) =>
        Promise.all((await filesIn(path.join(root, folder, 'src'))).map((file) => readFile(file, 'utf8'))),
      ),
    )
  )
    .flat()
    .join('\n');
  for (const remote of REMOTES) {
    const unique = [...(await literalsIn(remote.folder))].filter((text) => !sharedSources.includes(text));
    expect(unique.length, `${remote.folder} has text of its own to look for`).toBeGreaterThan(0);
    expect(
      unique.filter((text) => shellCode.includes(text)),
      `${remote.folder} text in the shell bundle`,
    ).toEqual([]);
  }
});

test('no shipped script, stylesheet, manifest or source map names the folder the site was built in', async () => {
  const shipped = (
    await Promise.all(
      ['shell', ...REMOTES.map((remote) => remote.folder)].map((folder) =>
        filesIn(path.join(root, folder, 'dist')),
      ),
    )
  )
    .flat()
    .filter((file) => /\.(js|css|html|json|map)$/.test(file) && !file.includes(`${path.sep}pyodide-`));
  expect(shipped.length).toBeGreaterThan(50);
  const naming = [];
  for (const file of shipped)
    if ((await readFile(file, 'utf8')).includes(root)) naming.push(path.relative(root, file));
  expect(naming).toEqual([]);
});

test('no shipped script or source map carries Preact: every page runs on React', async () => {
  const shipped = (
    await Promise.all(
      ['shell', ...REMOTES.map((remote) => remote.folder)].map((folder) =>
        filesIn(path.join(root, folder, 'dist')),
      ),
    )
  )
    .flat()
    .filter((file) => /\.(js|map)$/.test(file) && !file.includes(`${path.sep}pyodide-`));
  const preact = [];
  for (const file of shipped)
    if (/node_modules\/preact\/|preact\/compat/.test(await readFile(file, 'utf8'))) preact.push(file);
  expect(preact).toEqual([]);
});
