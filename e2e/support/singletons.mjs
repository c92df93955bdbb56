// How many copies of each shared singleton a page loaded, seen from both sides: the Module Federation
// runtime's global share scope, and the JavaScript the browser downloaded. Used by singletons.spec.ts and
// by `pnpm bench` (scripts/bench.mjs), so plain JavaScript.

/** The singletons the platform promises to load once (tooling/rspack/shared.js shares them). */
export const SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  // React's DOM renderer as the start-up uses it.
  'react-dom/client',
  'react-router-dom',
  'styled-components',
  'shared-ui',
  'react-redux',
  '@reduxjs/toolkit',
  'shared-events',
];

/**
 * A string only the definition of React's DOM renderer contains (it reports to the React devtools' hook); other
 * bundles only import it.
 */
export const REACT_MARKERS = {
  'react-dom/client': /__REACT_DEVTOOLS_GLOBAL_HOOK__/,
};

/**
 * @typedef {object} SharedPackageState
 * @property {string} pkg
 * @property {string[]} registered versions registered in any share scope, by any container
 * @property {string[]} loadedVersions versions whose module was actually loaded
 * @property {number} copies distinct loaded module factories (two means the package ran twice)
 * @property {string[]} providers containers whose copy was loaded (`from`)
 * @property {string[]} consumers containers that use the loaded copy (`useIn`)
 */

/**
 * @typedef {object} ShareScopeReport
 * @property {string[]} instances names of the federation runtime instances (host and remotes)
 * @property {SharedPackageState[]} packages
 */

/**
 * Runs in the page (pass to page.evaluate): reads `window.__FEDERATION__.__SHARE__`, which maps each
 * runtime instance ('shell:0.1.0', 'catalog:0.1.0', …) to its share scopes
 * (`{ [instance]: { [scope]: { [pkg]: { [version]: Shared } } } }`). A remote initialised by the host points
 * at the host's scope objects, so the same Shared entry is reached from several instances: count it once.
 * @param {string[]} packages
 * @returns {ShareScopeReport}
 */
export function readShareScope(packages) {
  const federation = /** @type {any} */ (window).__FEDERATION__;
  if (!federation)
    throw new Error('window.__FEDERATION__ is missing: the Module Federation runtime did not start');
  const instances = (federation.__INSTANCES__ ?? []).map(
    (/** @type {any} */ instance) => instance.options?.name,
  );
  const share = federation.__SHARE__ ?? {};
  return {
    instances,
    packages: packages.map((pkg) => {
      /** @type {Set<any>} */
      const entries = new Set();
      for (const scopes of Object.values(share)) {
        for (const scope of Object.values(/** @type {Record<string, any>} */ (scopes))) {
          for (const entry of Object.values(scope?.[pkg] ?? {})) entries.add(entry);
        }
      }
      const loaded = [...entries].filter((entry) => entry.loaded || entry.lib);
      const unique = (/** @type {string[]} */ values) => [...new Set(values)].sort();
      return {
        pkg,
        registered: unique([...entries].map((entry) => entry.version)),
        loadedVersions: unique(loaded.map((entry) => entry.version)),
        copies: new Set(loaded.map((entry) => entry.lib ?? entry)).size,
        providers: unique(loaded.map((entry) => entry.from)),
        consumers: unique(loaded.flatMap((entry) => entry.useIn ?? [])),
      };
    }),
  };
}

/**
 * Counts, per React package, the downloaded scripts that define it.
 * @param {{ url: string, body: string }[]} scripts
 * @returns {Record<keyof typeof REACT_MARKERS, string[]>} the URLs of the scripts defining each package
 */
export function reactDefinitions(scripts) {
  return /** @type {Record<keyof typeof REACT_MARKERS, string[]>} */ (
    Object.fromEntries(
      Object.entries(REACT_MARKERS).map(([pkg, marker]) => [
        pkg,
        scripts.filter((script) => marker.test(script.body)).map((script) => script.url),
      ]),
    )
  );
}
