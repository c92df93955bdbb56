// How Chromium is launched on these machines, shared by the Playwright config and `pnpm bench`
// (scripts/bench.mjs), so plain JavaScript. Playwright never downloads browsers here: the Debian package is used,
// with the flags a sandbox-less container without a GPU needs.

/** The Debian Chromium package. */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Options for `chromium.launch()` or a Playwright project's `use.launchOptions`. */
export const chromiumLaunchOptions = () => ({
  executablePath: CHROMIUM_EXECUTABLE,
  args: [...CHROMIUM_ARGS],
});
