// How Chromium is launched on these machines, shared by the Playwright config and `pnpm bench`
// (scripts/bench.mjs), so plain JavaScript. Playwright never downloads browsers here: Debian's packages are used,
// with the flags a sandbox-less container without a GPU needs.

/** The Debian Chromium package: the browser learners run, for what is measured (Lighthouse, `pnpm bench`). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

/**
 * Debian's chromium-headless-shell: the same Chromium build in its old headless mode, without the browser's UI
 * layer, as Playwright's own default for headless tests. The Playwright suite runs in it: the same pages in ~9%
 * less time on these machines (site, learning and resilience specs: 300 -> 273 s).
 */
export const HEADLESS_SHELL_EXECUTABLE = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options for `chromium.launch()` or a Playwright project's `use.launchOptions`: Chromium unless told otherwise. */
export const chromiumLaunchOptions = ({ executablePath = CHROMIUM_EXECUTABLE } = {}) => ({
  executablePath,
  args: [...CHROMIUM_ARGS],
});
