// One rspack + Module Federation setup for the shell and the remotes, so their configs state only what differs:
// for a remote, its manifest (container name, port, exposed modules).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_PORTS } from '../../scripts/lib/ports.mjs';
import { compileHintsPlugin } from './compileHints.js';
import { productionRouterAlias } from './reactRouter.js';
import { PortableSourceMapsPlugin } from './portableSourceMaps.js';
import { ExposeChunksPlugin, withWholeChunkGroups } from './exposeChunks.js';
import { FederationEsmPlugin } from './federationEsm.js';
import { PrecompressPlugin } from './precompress.js';
import { pythonRuntimeConfig, withPythonRuntime } from './python.js';
import { remoteFederationOptions } from '../remote-config/index.js';
import { installedVersion, sharedSingletons } from './shared.js';
import { StartupPreloadPlugin } from './startupPreload.js';
import { serveRuntimeConfig } from './devConfig.js';
import { importTypeScript } from './typescript.js';

/**
 * What every page's head carries before any script: the design tokens as custom properties
 * (shared-ui/src/theme/cssVariables.ts) and the base rules that use them (shared-ui/src/theme/base.css), which the
 * early consent notice and the loading screen need before any script runs. The cascade layers' order comes first:
 * the base rules, then the library stylesheet shared-ui ships (swiper's, `@layer shared-ui`), then the
 * styled components, unlayered, which so beat both whatever loaded first.
 */
const { THEME_CSS } = await importTypeScript(
  path.join(import.meta.dirname, '../../shared-ui/src/theme/cssVariables.ts'),
);
const BASE_CSS = readFileSync(path.join(import.meta.dirname, '../../shared-ui/src/theme/base.css'), 'utf8')
  .replace(/\/\*[^]*?\*\//g, '')
  .replace(/\s+/g, ' ')
  .trim();
const PAGE_CSS = `@layer base,shared-ui;${THEME_CSS}@layer base{${BASE_CSS}}`;

/** The bundler packages installed for the building package (tooling/ itself has no node_modules). */
function toolchain(pkgDir) {
  const require = createRequire(path.join(pkgDir, 'package.json'));
  return {
    rspack: require('@rspack/core').rspack,
    ModuleFederationPlugin: require('@module-federation/enhanced/rspack').ModuleFederationPlugin,
  };
}

const HARNESS_DIR = path.join(import.meta.dirname, 'harness');
const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
};

/** @param {{ pkgDir: string, mode: 'development' | 'production', port: number, uniqueName: string }} options */
function baseConfig({ pkgDir, mode, port, uniqueName }) {
  const production = mode === 'production';
  return {
    mode,
    context: pkgDir,
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      // Explicit: without it the federation plugin writes its artefacts under dist/dist.
      path: path.join(pkgDir, 'dist'),
      publicPath: 'auto',
      uniqueName,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: production ? 'assets/[name].[contenthash:8][ext]' : 'assets/[name][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      // Code outside a package (the dev harness in tooling/) resolves its dependencies from the package.
      modules: ['node_modules', path.join(pkgDir, 'node_modules')],
      alias: production ? productionRouterAlias(pkgDir) : {},
    },
    module: {
      rules: [
        {
          // Also compiles the shared-* packages, which are consumed as TypeScript source
          // (their workspace symlinks resolve to /work/main/shared-*/src, outside node_modules).
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !production } },
            },
            env: { targets: 'chrome >= 109, firefox >= 115, safari >= 15.4' },
          },
          type: 'javascript/auto',
        },
        // Library stylesheets (swiper's); the components' own styles are styled-components.
        { test: /\.css$/, type: 'css' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    experiments: { css: true },
    optimization: { minimize: production },
    performance: { hints: false },
    devServer: {
      host: '127.0.0.1',
      port,
      headers: CORS_HEADERS,
      historyApiFallback: true,
      hot: false,
      liveReload: true,
      client: { overlay: { errors: true, warnings: false } },
      setupMiddlewares: serveRuntimeConfig,
    },
  };
}

/** The site's icon, served from the shell's public folder. */
const SHELL_ICON = '<link rel="icon" href="/favicon.svg" type="image/svg+xml">';

function htmlPage(rspack, title, headHtml = '', bodyHtml = '') {
  return new rspack.HtmlRspackPlugin({
    title,
    chunks: ['main'],
    // The shell replaces the description per page; this one serves crawlers before the app starts.
    meta: {
      viewport: 'width=device-width, initial-scale=1',
      description:
        'Learn Python the easy way: bite-sized video lessons and interactive exercises for beginners and kids aged 9 and up.',
      'theme-color': '#1565c0',
    },
    templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${PAGE_CSS}</style>${headHtml}</head><body><div id="root"></div>${bodyHtml}</body></html>`,
  });
}

/**
 * A remote: builds alone into <pkg>/dist with remoteEntry.js and mf-manifest.json. In development it also
 * serves the standalone harness (never part of the exposes, never in the production build).
 * @param {{ pkgDir: string, manifest: { name: string, devPort: number, exposes: Record<string, string> } }} options
 *   `manifest` is the remote's src/manifest.ts as scripts/lib/load-manifests.mjs loads it (validated).
 */
export function remoteConfig({ pkgDir, manifest }) {
  const { name, exposes } = manifest;
  return (_env, argv) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const { rspack, ModuleFederationPlugin } = toolchain(pkgDir);
    const port = Number(process.env[`REMOTE_${name.toUpperCase()}_PORT`] ?? manifest.devPort);
    const config = baseConfig({ pkgDir, mode, port, uniqueName: name });
    // The harness shows the site's images (course pictures etc.), which the shell serves in the composed site.
    config.devServer.static = { directory: path.join(pkgDir, '..', 'shell', 'public'), publicPath: '/' };
    // The platform's interface for a remote (the remote-config package): its shared packages, and the contract
    // version in its own mf-manifest.json, so a shell refuses a build it cannot serve whatever the runtime config
    // says (shell/src/app/remotes/contractPlugin.ts). Each exposed module also lists its whole chunk group as its
    // `sync` scripts (exposeChunks.js).
    const federation = new ModuleFederationPlugin({
      ...remoteFederationOptions(manifest, {
        providedVersion: (pkg) => installedVersion(pkgDir, pkg),
        additionalData: (stats, { compilation }) => withWholeChunkGroups(stats, compilation.chunkGroups),
      }),
      // In the composed site the shell provides the federation runtime; the standalone harness has no host.
      experiments: {
        externalRuntime: mode === 'production',
        optimization: { disableSnapshot: true, target: 'web' },
      },
    });
    if (mode === 'production')
      return {
        ...config,
        entry: {},
        plugins: [
          federation,
          new FederationEsmPlugin(),
          compileHintsPlugin(rspack),
          new PortableSourceMapsPlugin(),
          new PrecompressPlugin(),
          new ExposeChunksPlugin(),
        ],
      };

    // The harness finds this remote's pages through a generated module mapping exposed name -> import.
    const pagesModule = path.join(pkgDir, 'node_modules', '.harness', 'pages.js');
    const imports = Object.entries(exposes)
      .map(
        ([key, file]) =>
          `  ${JSON.stringify(key)}: () => import(${JSON.stringify(path.resolve(pkgDir, file))}),`,
      )
      .join('\n');
    return {
      ...config,
      entry: { main: path.join(HARNESS_DIR, 'index.ts') },
      resolve: { ...config.resolve, alias: { ...config.resolve.alias, 'mfe-harness-pages': pagesModule } },
      plugins: [
        federation,
        new FederationEsmPlugin(),
        new rspack.experiments.VirtualModulesPlugin({
          [pagesModule]: `export const remoteName = ${JSON.stringify(name)};\nexport const pages = {\n${imports}\n};\n`,
        }),
        htmlPage(rspack, `${path.basename(pkgDir)} (standalone)`),
      ],
    };
  };
}

/**
 * The shared libraries every page starts with, in one chunk instead of one per package: index.html starts a few
 * scripts instead of one per library, and gzip packs one file better than ten. Each stays its own shared module in
 * the share scope; only the file that carries them changes.
 */
const STARTUP_LIBRARIES = {
  test: /[\\/]node_modules[\\/](\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(react|react-dom|scheduler|styled-components|stylis|@emotion|react-redux|@reduxjs[\\/]toolkit|redux|redux-thunk|reselect|immer|react-router|react-router-dom|use-sync-external-store|redux-persist)[\\/]/,
  name: 'startup-libs',
  chunks: 'async',
  enforce: true,
};

/** Whether a path (rspack's clean-up hands it absolute) lies in the Python runtime's folder of the shell's dist. */
const inPythonRuntime = (outputPath) => (file) => {
  const relative = path.relative(outputPath, file);
  return relative === 'python' || relative.startsWith(`python${path.sep}`);
};

/**
 * The shell (host): no build-time remotes; it registers them from /config.json at run time and shares the
 * same singletons, loaded-first so that starting it fetches no remote.
 * @param {{ pkgDir: string, title: string, headHtml?: string, bodyHtml?: string }} options `headHtml`: markup
 *   in index.html's head (the script that starts the runtime config request); `bodyHtml`: markup
 *   after the app's root (the early consent notice)
 */
export function shellConfig({ pkgDir, title, headHtml = '', bodyHtml = '' }) {
  return (_env, argv) => {
    const mode = argv.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
    const { rspack, ModuleFederationPlugin } = toolchain(pkgDir);
    const port = Number(process.env.SHELL_PORT ?? DEFAULT_PORTS.shell);
    const config = baseConfig({ pkgDir, mode, port, uniqueName: 'shell' });
    const publicDir = path.join(pkgDir, 'public');
    const shell = {
      ...config,
      name: 'shell',
      // Absolute, so deep links (/course/x) load the bundle from the site root. The Python runtime's own
      // compilation writes dist/python, which this one's clean-up leaves alone.
      output: { ...config.output, publicPath: '/', clean: { keep: inPythonRuntime(config.output.path) } },
      // The site's own images (paths the API's content refers to, e.g. /images/courses/x.svg). Learners'
      // downloads are not here: the API serves them through signed links.
      devServer: { ...config.devServer, static: { directory: publicDir, publicPath: '/' } },
      entry: { main: path.join(pkgDir, 'src', 'index.ts') },
      optimization: {
        ...config.optimization,
        splitChunks: { cacheGroups: { 'startup-libs': STARTUP_LIBRARIES } },
      },
      plugins: [
        new ModuleFederationPlugin({
          name: 'shell',
          remotes: {},
          dts: false,
          manifest: false,
          shareStrategy: 'loaded-first',
          shared: sharedSingletons(pkgDir),
          // Remotes' production builds use this runtime instead of shipping their own.
          experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
        }),
        new FederationEsmPlugin(),
        new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir, to: '.', noErrorOnMissing: true }] }),
        htmlPage(rspack, title, SHELL_ICON + headHtml, bodyHtml),
        new StartupPreloadPlugin(rspack),
        ...(mode === 'production'
          ? [compileHintsPlugin(rspack), new PortableSourceMapsPlugin(), new PrecompressPlugin()]
          : []),
      ],
    };
    const python = pythonRuntimeConfig({
      rspack,
      outputDir: config.output.path,
      mode,
      rules: config.module.rules,
      resolve: config.resolve,
    });
    if (mode === 'production') return [shell, python];
    return { ...shell, devServer: withPythonRuntime({ rspack, config: python, devServer: shell.devServer }) };
  };
}
