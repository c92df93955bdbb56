// Loads the remotes' manifests (each mfe-*/src/manifest.ts, found by folder, so adding a remote or a page needs
// no edit outside the remote's own folder) through tsx, and validates each against the contract.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { byPort, MANIFEST_FILE, remoteDirs, validManifest } from './manifests.mjs';
import { repoRoot } from './pnpm.mjs';

// One namespace, so the contract package is loaded once for every manifest.
const typescript = register({ namespace: 'remote-manifests' });

const importTs = (file) => typescript.import(pathToFileURL(file).href, import.meta.url);

// The package the manifests import as 'shared-contract' (the same file, so loaded once).
const contract = importTs(path.join(repoRoot, 'shared-contract', 'src', 'index.ts'));

/**
 * One remote's manifest; throws with one line per problem when it does not match the schema.
 * @param {string} dir the remote's folder
 * @returns {Promise<import('./manifests.mjs').LoadedManifest>}
 */
export async function loadManifest(dir) {
  const [schema, { default: manifest }] = await Promise.all([
    contract,
    importTs(path.join(dir, MANIFEST_FILE)),
  ]);
  return validManifest(manifest, dir, schema, repoRoot);
}

/**
 * Every remote's manifest under `root`, in port order.
 * @returns {Promise<import('./manifests.mjs').LoadedManifest[]>}
 */
export async function loadManifests(root = repoRoot) {
  return byPort(await Promise.all(remoteDirs(root).map(loadManifest)));
}
