// Source maps name each module by its path relative to the build (`webpack://shell/./src/…`), but the module the
// federation plugin generates is a `data:` URL whose name and text import its runtime by absolute path: every
// map holding it (main.js, bootstrap, each remoteEntry.js) would ship the build machine's folders. The maps are
// served and uploaded with the scripts (docs/OPERATIONS.md), so the repository's folder is taken out of them.
import path from 'node:path';

const REPOSITORY = path.resolve(import.meta.dirname, '../..');

/** The map's text with every absolute path inside the repository made relative to it. */
export function portableSourceMap(text, root = REPOSITORY) {
  return text.split(`${root}${path.sep}`).join('');
}

export class PortableSourceMapsPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortableSourceMapsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // Once the maps are written (dev tooling), before anything is compressed or reported.
        { name: 'PortableSourceMapsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING + 1 },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!name.endsWith('.map')) continue;
            const text = source.source().toString();
            const portable = portableSourceMap(text);
            if (portable !== text) compilation.updateAsset(name, new sources.RawSource(portable));
          }
        },
      );
    });
  }
}
