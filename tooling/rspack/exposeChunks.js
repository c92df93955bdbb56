// Writes expose-chunks.json in a remote's production build: per exposed module, every script its chunk group
// loads before the module runs. Module Federation's own manifest does not say this: it files a chunk the exposed
// module shares with a shared package's fallback (the remote's own copy of zod and the contract schemas, for one)
// under that package only, although the page loads it. The page budgets (scripts/check-budgets.mjs) read this
// file; `withWholeChunkGroups` puts the same lists into mf-manifest.json, where the federation runtime's
// preloadRemote reads which scripts to fetch ahead.

export const EXPOSE_CHUNKS_FILE = 'expose-chunks.json';

/** Module Federation names the chunk group of each exposed module after the expose's name in mf-manifest.json. */
const EXPOSE_GROUP = /^__federation_expose_(.+)$/;

/**
 * Expose name (as mf-manifest.json's `exposes[].name`) -> the JavaScript files of its chunk group, sorted.
 * @param {Iterable<{ name?: string | null, chunks: { files: Iterable<string> }[] }>} chunkGroups
 * @returns {Record<string, string[]>}
 */
export function exposeScripts(chunkGroups) {
  const exposes = {};
  for (const group of chunkGroups) {
    const name = EXPOSE_GROUP.exec(group.name ?? '')?.[1];
    if (!name) continue;
    const files = new Set();
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    exposes[name] = [...files].sort();
  }
  return exposes;
}

/**
 * The build's federation stats (mf-manifest.json is made from them) with each exposed module's `sync` scripts
 * its whole chunk group, so a preload of the page's scripts leaves none of them to be found only as it runs.
 * @template {{ exposes: { name: string, assets: { js: { sync: string[] } } }[] }} Stats
 * @param {Stats} stats
 * @param {Parameters<typeof exposeScripts>[0]} chunkGroups
 * @returns {Stats}
 */
export function withWholeChunkGroups(stats, chunkGroups) {
  const groups = exposeScripts(chunkGroups);
  return {
    ...stats,
    exposes: stats.exposes.map((expose) =>
      groups[expose.name]
        ? { ...expose, assets: { ...expose.assets, js: { ...expose.assets.js, sync: groups[expose.name] } } }
        : expose,
    ),
  };
}

export class ExposeChunksPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('ExposeChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the hashed file names are final; a report, so the build's compressed copies leave it alone.
        { name: 'ExposeChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const json = JSON.stringify(exposeScripts(compilation.chunkGroups), null, 2);
          compilation.emitAsset(EXPOSE_CHUNKS_FILE, new sources.RawSource(`${json}\n`));
        },
      );
    });
  }
}
