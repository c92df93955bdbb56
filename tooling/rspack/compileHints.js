// V8's explicit compile hint: a script that starts with this comment has all its functions compiled when the
// script is, on a background thread while it streams in, instead of each one on the main thread the first time
// it is called (Chrome 136+; other engines read a comment). The site's scripts are the code of a page's first
// view, nearly all of it run at once: on a phone the lazy compiles were about half of the start-up's long tasks
// (home's time over 50 ms in tasks, at Lighthouse's 4x CPU slowdown: ~870 -> ~390 ms, docs/PERFORMANCE.md).

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the hint on the first line of every emitted script: after minification (which would drop a comment),
 * before the source maps are written (so their lines count it) and before the compressed copies are made
 * (PrecompressPlugin). On-demand chunks get it too: their compile runs off the main thread as they stream in.
 * @param {typeof import('@rspack/core').rspack} rspack
 */
export function compileHintsPlugin(rspack) {
  return new rspack.BannerPlugin({
    banner: COMPILE_HINT,
    raw: true,
    test: /\.m?js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 50,
  });
}
