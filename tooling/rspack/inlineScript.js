// A script for index.html's own <script> element: one TypeScript module and what it imports, bundled at build
// time by esbuild into a single self-contained, minified function (no imports, no loader helpers), so it runs
// while the page is parsed, before any bundle has downloaded.
import { build } from 'esbuild';

/** The browsers the bundles are built for (tooling/rspack/index.js's swc-loader targets), as esbuild names them. */
const TARGETS = ['chrome109', 'firefox115', 'safari15.4'];

/**
 * The bundled source of `entry` (an absolute path), ready to put between <script> and </script>.
 * @param {string} entry
 * @returns {Promise<string>}
 */
export async function inlineScript(entry) {
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: TARGETS,
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  // esbuild writes "</script" in strings and patterns as "<\/script", so the code cannot end its element early.
  return outputFiles[0].text.trim();
}
