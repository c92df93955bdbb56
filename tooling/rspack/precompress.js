// Writes a brotli (quality 11) and a gzip (level 9) copy next to each text asset of a production build, which
// the static servers send as they are (sirv's `brotli`/`gzip` options): the best compression costs nothing per
// request, as a CDN would serve it. Compressing on the fly at that level would take longer than sending.
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Text that browsers download, and WebAssembly (Python's interpreter shrinks to under a third); source maps are for
 * developers and stay as they are.
 */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|wasm)$/;
/** Below this size a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/** @param {Buffer} original */
export async function compressedCopies(original) {
  if (original.length < MIN_BYTES) return [];
  const copies = [
    {
      extension: '.br',
      data: await brotli(original, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        },
      }),
    },
    { extension: '.gz', data: await gzip(original, { level: zlib.constants.Z_BEST_COMPRESSION }) },
  ];
  // A copy that is hardly smaller is not worth a second file.
  return copies.filter(({ data }) => data.length < original.length * 0.9);
}

export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async (assets) => {
          await Promise.all(
            Object.entries(assets)
              .filter(([name]) => COMPRESSIBLE.test(name))
              .map(async ([name, source]) => {
                for (const { extension, data } of await compressedCopies(source.buffer()))
                  compilation.emitAsset(name + extension, new sources.RawSource(data));
              }),
          );
        },
      );
    });
  }
}
