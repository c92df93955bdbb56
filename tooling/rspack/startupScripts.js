// Lets the shell's page download every script the start-up needs while main.js is still on its way, and run each
// as it arrives. The start-up is a chain: main.js runs, then asks for the bootstrap chunk and for the shared
// libraries it provides (React, the router, the store...), each its own file; on a slow connection the time to
// fetch main.js first is lost. index.html therefore names those files itself, as async scripts at low priority:
// they share the connection with main.js instead of queueing behind it, and do not compete with the page's first
// paint. Each carries the chunk loader's key (`data-rspack`), so when main.js asks for a chunk the loader finds its
// tag (waiting for it, or finding the chunk already installed) instead of adding a script element per chunk in one
// long task, as it did for preloaded files. A tag that fails to load is removed by the head script
// (shell/src/app/warmup/startupScriptRetry.ts), and the loader then asks again with a tag of its own. The same
// chunks' stylesheets are preloaded: the chunk loader waits for them too.

import { ON_DEMAND_SHARES } from './shared.js';

/** The async chunk the entry imports after its warm-up (`import(/* webpackChunkName: "bootstrap" *\/ ...)`). */
export const BOOTSTRAP_CHUNK = 'bootstrap';

/** A provided shared module's identifier names its key: `provide shared module (default) react-dom@19.2.0 = …`. */
const PROVIDES_SHARED = /^provide shared module \([^)]*\) (.+)@[^@\s]+ = /;

/**
 * The JavaScript files the start-up loads, each with the id of the chunk it holds: the bootstrap chunk group and
 * every shared library the shell provides, which the start-up reads, except the entries shared to load on demand
 * (ON_DEMAND_SHARES). Groups opened by the application's own lazy imports (the identity library, the carousel's
 * swiper) are left out.
 * @param {Iterable<{ name?: string | null, origins: { module?: { identifier(): string } | null }[], chunks: { id?: string | number | null, files: Iterable<string> }[] }>} chunkGroups
 * @returns {{ file: string, chunkId: string }[]} sorted by file
 */
export function startupScripts(chunkGroups) {
  return startupFiles(chunkGroups, '.js');
}

/**
 * The stylesheets of the same chunks (a library's, such as swiper's): the chunk loader adds each when the start-up asks for its
 * chunk, and waits for it; preloaded by index.html, they are on their way with the scripts instead of after main.js.
 * @param {Parameters<typeof startupScripts>[0]} chunkGroups
 * @returns {string[]} sorted
 */
export function startupStylesheets(chunkGroups) {
  return startupFiles(chunkGroups, '.css').map(({ file }) => file);
}

/**
 * @param {Parameters<typeof startupScripts>[0]} chunkGroups
 * @param {string} extension
 */
function startupFiles(chunkGroups, extension) {
  const files = new Map();
  for (const group of chunkGroups) {
    const atStart =
      group.name === BOOTSTRAP_CHUNK ||
      group.origins.some((origin) => {
        const key = PROVIDES_SHARED.exec(origin.module?.identifier() ?? '')?.[1];
        return key !== undefined && !ON_DEMAND_SHARES.includes(key);
      });
    if (!atStart) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith(extension)) files.set(file, String(chunk.id));
  }
  return [...files].sort(([a], [b]) => a.localeCompare(b)).map(([file, chunkId]) => ({ file, chunkId }));
}

/**
 * The tag for one start-up script. `data-rspack` is the key rspack's script loader looks a chunk's tag up by
 * (`<uniqueName>:chunk-<id>`, see its load_script runtime).
 * @param {{ file: string, chunkId: string }} script
 * @param {{ base: string, uniqueName: string }} build the public path and the build's unique name
 */
export function startupScriptTag({ file, chunkId }, { base, uniqueName }) {
  return {
    tagName: 'script',
    voidTag: false,
    attributes: {
      async: true,
      fetchpriority: 'low',
      src: base + file,
      'data-rspack': `${uniqueName}:chunk-${chunkId}`,
    },
  };
}

export class StartupScriptsPlugin {
  /** @param {{ HtmlRspackPlugin: { getCompilationHooks(compilation: unknown): any } }} rspack */
  constructor(rspack) {
    this.HtmlRspackPlugin = rspack.HtmlRspackPlugin;
  }

  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupScriptsPlugin', (compilation) => {
      this.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        'StartupScriptsPlugin',
        async (data) => {
          const publicPath = compilation.outputOptions.publicPath;
          const base = typeof publicPath === 'string' && publicPath !== 'auto' ? publicPath : '/';
          const uniqueName = compilation.outputOptions.uniqueName;
          if (!uniqueName) throw new Error('StartupScriptsPlugin: the build needs output.uniqueName');
          const tags = [
            ...startupStylesheets(compilation.chunkGroups).map((file) => ({
              tagName: 'link',
              voidTag: true,
              attributes: { rel: 'preload', as: 'style', href: base + file },
            })),
            ...startupScripts(compilation.chunkGroups).map((script) =>
              startupScriptTag(script, { base, uniqueName }),
            ),
          ];
          // Ahead of main.js, after the head script (headHtml), whose listener must be there before they fail.
          data.assetTags.scripts.unshift(...tags);
          return data;
        },
      );
    });
  }
}
