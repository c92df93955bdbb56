// Reads the remotes' manifests: each mfe-*/src/manifest.ts, found by folder, so adding a remote or a page needs
// no edit outside the remote's own folder. Each is validated against shared-contract's remoteManifestSchema.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { repoRoot } from './pnpm.mjs';

/**
 * @typedef {import('../../shared-contract/src/manifest').RemoteManifestJson & { folder: string, dir: string }}
 *   LoadedManifest a remote's manifest with the folder it lives in (`folder`, e.g. mfe-catalog; `dir`, absolute).
 */

/** Where a remote keeps its manifest, relative to its folder. */
export const MANIFEST_FILE = path.join('src', 'manifest.ts');

// One namespace, so the contract package is loaded once for every manifest.
const typescript = register({ namespace: 'remote-manifests' });

const importTs = (file) => typescript.import(pathToFileURL(file).href, import.meta.url);

// The package the manifests import as 'shared-contract' (the same file, so loaded once).
const contract = importTs(path.join(repoRoot, 'shared-contract', 'src', 'index.ts'));

/** The absolute folders of the remotes under `root`: every mfe-* folder with a manifest. */
export function remoteDirs(root = repoRoot) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => existsSync(path.join(dir, MANIFEST_FILE)));
}

/**
 * One remote's manifest; throws with one line per problem when it does not match the schema.
 * @param {string} dir the remote's folder
 * @returns {Promise<LoadedManifest>}
 */
export async function loadManifest(dir) {
  const file = path.join(dir, MANIFEST_FILE);
  const [{ remoteManifestSchema, formatIssues }, { default: manifest }] = await Promise.all([
    contract,
    importTs(file),
  ]);
  const result = remoteManifestSchema.safeParse(manifest);
  if (!result.success) {
    const where = path.relative(repoRoot, file).startsWith('..') ? file : path.relative(repoRoot, file);
    throw new Error(result.error.issues.map((issue) => `${where}: ${formatIssues([issue])}`).join('\n'));
  }
  return { ...result.data, folder: path.basename(dir), dir };
}

/**
 * Every remote's manifest, in port order.
 * @returns {Promise<LoadedManifest[]>}
 */
export async function loadManifests(root = repoRoot) {
  const manifests = await Promise.all(remoteDirs(root).map(loadManifest));
  return manifests.sort((a, b) => a.devPort - b.devPort);
}

/**
 * The route table of the runtime config: every remote's routes with the remote that owns each.
 * @param {LoadedManifest[]} remotes
 */
export const routesOf = (remotes) =>
  remotes.flatMap((remote) => remote.routes.map((route) => ({ ...route, remote: remote.name })));

/**
 * The regions of the runtime config: region -> the remote that fills it and its exposed module.
 * @param {LoadedManifest[]} remotes
 * @returns {Record<string, { remote: string, module: string }>}
 */
export const regionsOf = (remotes) =>
  Object.fromEntries(
    remotes.flatMap((remote) =>
      Object.entries(remote.regions).map(([region, slot]) => [region, { remote: remote.name, ...slot }]),
    ),
  );
