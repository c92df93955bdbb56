// The platform's interface for a remote, versioned with this package (a change here is a new version, and the
// shell ships it before any remote relies on it). Plain data and one function: a team that builds its remote
// elsewhere can copy what it says into its own Module Federation config (docs/ARCHITECTURE.md, "Adding a remote").

/**
 * The packages the shell provides as singletons, with the versions a remote may ask for. A trailing '/' shares every
 * subpath (react/jsx-runtime, react-dom/client). Shared whole: a remote may use any of their exports.
 * The catalog (pnpm-workspace.yaml) pins these versions for the shell and every remote in this repository
 * (index.test.js checks it).
 */
export const SHARED_PACKAGES = {
  react: '^19.2.0',
  'react/': '^19.2.0',
  'react-dom': '^19.2.0',
  'react-dom/': '^19.2.0',
  'react-router': '^7.9.4',
  'react-router-dom': '^7.9.4',
  '@reduxjs/toolkit': '^2.9.1',
  'react-redux': '^9.2.0',
  'styled-components': '^6.6.0',
  // The platform's own: the design system, and the bus, the store and the one RTK Query api.
  'shared-ui': '^0.1.0',
  'shared-events': '^0.1.0',
  // Its entries (shared-events/forms) load on their own, when a page first imports one.
  'shared-events/': '^0.1.0',
};

/** Where a remote's mf-manifest.json carries the contract version it was built against (`metaData.contract`). */
export const CONTRACT_METADATA_KEY = 'contract';

/**
 * The `shared` option of the federation plugin: every platform package as a singleton with its required range, and
 * `version`, the copy this build provides, where the caller knows it (the shell's is the one that loads).
 * @param {(name: string) => string | undefined} [providedVersion] the installed version of a package, if any
 */
export function sharedConfig(providedVersion = () => undefined) {
  return Object.fromEntries(
    Object.entries(SHARED_PACKAGES).map(([key, requiredVersion]) => {
      const version = providedVersion(key.replace(/\/$/, ''));
      return [key, { singleton: true, requiredVersion, ...(version ? { version } : {}) }];
    }),
  );
}

/**
 * The federation plugin's options for a remote: its container, its exposed modules, the platform's shared
 * packages, and the contract version written into its mf-manifest.json (the shell refuses a build without one it
 * serves). `additionalData` may add more to the manifest.
 * @param {{ name: string, exposes: Record<string, string>, contract: number }} remote
 * @param {{ providedVersion?: (name: string) => string | undefined, additionalData?: (stats: any, context: any) => any }} [options]
 */
export function remoteFederationOptions({ name, exposes, contract }, options = {}) {
  const { providedVersion, additionalData = (stats) => stats } = options;
  return {
    name,
    filename: 'remoteEntry.js',
    exposes,
    dts: false,
    shared: sharedConfig(providedVersion),
    manifest: {
      additionalData: (context) => {
        const stats = additionalData(context.stats, context);
        return { ...stats, metaData: { ...stats.metaData, [CONTRACT_METADATA_KEY]: contract } };
      },
    },
  };
}
