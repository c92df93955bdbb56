// Lets the shell's page start downloading every script the start-up needs while main.js is still on its way.
// The start-up is a chain: main.js runs, then asks for the bootstrap chunk and for the shared libraries it
// provides (React, the router, the store...), each its own file; on a slow connection the time to fetch main.js
// first is lost. index.html therefore preloads those files at low priority: they share the connection with
// main.js instead of queueing behind it, and do not compete with the page's first paint as high-priority
// script preloads would.

import { ON_DEMAND_SHARES } from './shared.js';

/** The async chunk the entry imports after its warm-up (`import(/* webpackChunkName: "bootstrap" *\/ ...)`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/** A provided shared module's identifier names its key: `provide shared module (default) react-dom@19.2.0 = …`. */
const PROVIDES_SHARED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The JavaScript files the start-up loads: the bootstrap chunk group and every shared library the shell
 * provides, which the start-up reads, except the entries shared to load on demand (ON_DEMAND_SHARES). Groups
 * opened by the application's own lazy imports (the identity library, the carousel's swiper) are left out.
 * @param {Iterable<{ name?: string | null, origins: { module?: { identifier(): string } | null }[], chunks: { files: Iterable<string> }[] }>} chunkGroups
 * @returns {string[]}
 */
export function startupScripts(chunkGroups) {
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
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  return [...files].sort();
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
          const preloads = startupScripts(compilation.chunkGroups).map((file) => ({
            tagName: 'link',
            voidTag: true,
            attributes: { rel: 'preload', as: 'script', fetchpriority: 'low', href: base + file },
          }));
          data.assetTags.scripts.unshift(...preloads);
          return data;
        },
      );
    });
  }
}
