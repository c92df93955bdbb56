// Lets the shell's page fetch every file the start-up needs while main.js is still on its way. The start-up is a
// chain: main.js runs, then asks for the bootstrap chunk and for the shared libraries it provides (React, the
// router, the store...), each its own file; without a hint those requests wait for main.js. index.html therefore
// preloads them with standard `<link rel="preload" fetchpriority="low">` tags (scripts and the same chunks'
// stylesheets), and the chunk loader's own requests find them in the cache. Measured in docs/decisions/0022.

import { ON_DEMAND_SHARES } from './shared.js';

/** The async chunk the entry imports (`import(/* webpackChunkName: "bootstrap" *\/ ...)`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/** A provided shared module's identifier names its key: `provide shared module (default) react-dom@19.2.0 = …`. */
const PROVIDES_SHARED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The JavaScript files the start-up loads: the bootstrap chunk group and
 * every shared library the shell provides, which the start-up reads, except the entries shared to load on demand
 * (ON_DEMAND_SHARES). Groups opened by the application's own lazy imports (the identity library, the carousel's
 * swiper) are left out.
 * @param {Iterable<{ name?: string | null, origins: { module?: { identifier(): string } | null }[], chunks: { files: Iterable<string> }[] }>} chunkGroups
 * @returns {string[]} sorted
 */
export function startupScripts(chunkGroups) {
  return startupFiles(chunkGroups, '.js');
}

/**
 * The stylesheets of the same chunks (a library's, such as swiper's): the chunk loader adds each when the start-up
 * asks for its chunk, and waits for it.
 * @param {Parameters<typeof startupScripts>[0]} chunkGroups
 * @returns {string[]} sorted
 */
export function startupStylesheets(chunkGroups) {
  return startupFiles(chunkGroups, '.css');
}

/**
 * @param {Parameters<typeof startupScripts>[0]} chunkGroups
 * @param {string} extension
 */
function startupFiles(chunkGroups, extension) {
  const files = new Set();
  for (const group of chunkGroups) {
    const atStart =
      group.name === BOOTSTRAP_CHUNK ||
      group.origins.some((origin) => {
        const key = PROVIDES_SHARED.exec(origin.module?.identifier() ?? '')?.[1];
        return key !== undefined && !ON_DEMAND_SHARES.includes(key);
      });
    if (!atStart) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith(extension)) files.add(file);
  }
  return [...files].sort();
}

/**
 * The preload tags of the start-up's files, stylesheets first.
 * @param {Parameters<typeof startupScripts>[0]} chunkGroups
 * @param {string} base the build's public path
 */
export function startupPreloadTags(chunkGroups, base) {
  // At low priority: at the default (high) they compete with the page's first paint.
  const link = (as, file) => ({
    tagName: 'link',
    voidTag: true,
    attributes: { rel: 'preload', as, href: base + file, fetchpriority: 'low' },
  });
  return [
    ...startupStylesheets(chunkGroups).map((file) => link('style', file)),
    ...startupScripts(chunkGroups).map((file) => link('script', file)),
  ];
}

export class StartupPreloadPlugin {
  /** @param {{ HtmlRspackPlugin: { getCompilationHooks(compilation: unknown): any } }} rspack */
  constructor(rspack) {
    this.HtmlRspackPlugin = rspack.HtmlRspackPlugin;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupPreloadPlugin', (compilation) => {
      this.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupPreloadPlugin',
        async (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          // Ahead of main.js, after the head's own markup (the config request starts first).
          data.assetTags.scripts.unshift(...startupPreloadTags(compilation.chunkGroups, base));
          return data;
        },
      );
    });
  }
}
