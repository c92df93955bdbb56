// Where the remotes' manifests live and what the site derives from them. Loading them (they are TypeScript) is
// load-manifests.mjs's job in Node and tooling/jest/remotes.cjs's in Jest; this module needs neither loader.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {import('../../shared-contract/src/manifest').RemoteManifestJson & { folder: string, dir: string }}
 *   LoadedManifest a remote's manifest with the folder it lives in (`folder`, e.g. mfe-catalog; `dir`, absolute).
 */

/** Where a remote keeps its manifest, relative to its folder. */
export const MANIFEST_FILE = path.join('src', 'manifest.ts');

/** The absolute folders of the remotes under `root`: every mfe-* folder with a manifest. */
export function remoteDirs(root) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mfe-'))
    .map((entry) => path.join(root, entry.name))
    .filter((dir) => existsSync(path.join(dir, MANIFEST_FILE)));
}

/**
 * A loaded manifest checked against shared-contract's remoteManifestSchema; throws with one line per problem.
 * @param {unknown} manifest the manifest module's default export
 * @param {string} dir the remote's folder
 * @param {{ remoteManifestSchema: import('zod/mini').ZodMiniType, formatIssues: (issues: unknown[]) => string }} contract
 * @param {string} root where file names in messages are relative to
 * @returns {LoadedManifest}
 */
export function validManifest(manifest, dir, { remoteManifestSchema, formatIssues }, root) {
  const result = remoteManifestSchema.safeParse(manifest);
  if (!result.success) {
    const file = path.join(dir, MANIFEST_FILE);
    const where = path.relative(root, file).startsWith('..') ? file : path.relative(root, file);
    throw new Error(result.error.issues.map((issue) => `${where}: ${formatIssues([issue])}`).join('\n'));
  }
  return { ...result.data, folder: path.basename(dir), dir };
}

/**
 * The remotes in port order.
 * @param {LoadedManifest[]} remotes
 */
export const byPort = (remotes) => [...remotes].sort((a, b) => a.devPort - b.devPort);

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
