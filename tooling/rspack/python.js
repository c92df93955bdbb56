// The Python runtime (shared-python) as the shell serves it, under /python/ on the shell's origin: a module Web
// Worker must be same-origin with its page, and the service worker that answers input() controls what lies under its
// own folder. It is a separate compilation, so Pyodide and sync-message never enter the shell's or a remote's
// bundles: only a page that creates the runner loads them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PrecompressPlugin } from './precompress.js';

const SHARED_PYTHON = path.resolve(import.meta.dirname, '../../shared-python');
const PYODIDE_DIR = path.join(SHARED_PYTHON, 'node_modules', 'pyodide');

/**
 * The files of the pyodide package the runtime loads: the loader, the compiled interpreter and its JavaScript glue,
 * the standard library and the lock file loadPyodide reads at start. No other package is ever loaded.
 */
export const PYODIDE_FILES = [
  'pyodide.mjs',
  'pyodide.asm.mjs',
  'pyodide.asm.wasm',
  'python_stdlib.zip',
  'pyodide-lock.json',
];

export function pyodideVersion() {
  return JSON.parse(readFileSync(path.join(PYODIDE_DIR, 'package.json'), 'utf8')).version;
}

/**
 * @param {{ rspack: any, outputDir: string, mode: 'development' | 'production', rules: object[], resolve: object }} options
 *   `outputDir` is the shell's dist; `rules` and `resolve` are the shell's own (the TypeScript loader).
 */
export function pythonRuntimeConfig({ rspack, outputDir, mode, rules, resolve }) {
  const production = mode === 'production';
  const folder = `pyodide-${pyodideVersion()}`;
  return {
    name: 'python-runtime',
    mode,
    context: SHARED_PYTHON,
    target: 'webworker',
    devtool: production ? 'source-map' : false,
    entry: {
      worker: path.join(SHARED_PYTHON, 'src', 'worker', 'worker.ts'),
      sw: path.join(SHARED_PYTHON, 'src', 'worker', 'serviceWorker.ts'),
    },
    output: {
      path: path.join(outputDir, 'python'),
      publicPath: '/python/',
      // Fixed names: the page starts /python/worker.js and registers /python/sw.js; both are served for revalidation.
      filename: '[name].js',
      clean: true,
    },
    resolve,
    module: { rules },
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
    plugins: [
      new rspack.CopyRspackPlugin({
        // Copied byte for byte: `minimized` keeps the minifier off Pyodide's own files.
        patterns: PYODIDE_FILES.map((file) => ({
          from: path.join(PYODIDE_DIR, file),
          to: `${folder}/${file}`,
          info: { minimized: true },
        })),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}

/**
 * The shell's dev server serves the runtime from disk, built by its own watching compilation: as a second compiler
 * of the dev server it would get the live-reload client injected, which has no place in a worker.
 * @param {{ rspack: any, config: object, devServer: Record<string, any> }} options the shell's dev server options
 */
export function withPythonRuntime({ rspack, config, devServer }) {
  let watching;
  return {
    ...devServer,
    static: [
      devServer.static,
      { directory: config.output.path, publicPath: config.output.publicPath, watch: true },
    ],
    setupMiddlewares(middlewares, server) {
      watching ??= rspack(config).watch({}, (error, stats) => {
        if (error || stats?.hasErrors()) console.error(error ?? stats.toString('errors-only'));
      });
      return devServer.setupMiddlewares ? devServer.setupMiddlewares(middlewares, server) : middlewares;
    },
  };
}
