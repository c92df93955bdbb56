import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/**
 * The checker process and its worker as plain JavaScript files in `outDir`. The checker runs under Node's permission
 * model, which forbids the child process tsx starts (esbuild's service) to load TypeScript, so the API bundles them
 * once as it starts (~0.1 s) into a folder only it can write.
 */
export async function bundleChecker(outDir: string): Promise<{ processFile: string; workerFile: string }> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  await build({
    entryPoints: {
      checkerProcess: path.join(here, 'checkerProcess.ts'),
      checkWorker: path.join(here, 'checkWorker.ts'),
    },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'silent',
    // pyodide.mjs is bundled too: it finds the rest of Pyodide (wasm, standard library) from the indexURL it is given.
    banner: {
      js: "import { createRequire as __checkerRequire } from 'node:module'; const require = __checkerRequire(import.meta.url);",
    },
  });
  return {
    processFile: path.join(outDir, 'checkerProcess.mjs'),
    workerFile: path.join(outDir, 'checkWorker.mjs'),
  };
}
