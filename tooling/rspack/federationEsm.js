// The federation runtime's packages ship CommonJS and ES module builds. The federation plugin names the bundler
// runtime by its CommonJS file (require.resolve), which pulls every CommonJS module it requires into the bundle
// whole: the SDK's Node script loader and manifest snapshot code ride in the shell's main.js and in every
// remoteEntry.js though the browser never runs them. Their ES module builds (same version, same package, declared
// free of side effects) let the bundler keep only what is used.
import { existsSync } from 'node:fs';

const RUNTIME_CJS =
  /[\\/]@module-federation[\\/](?:webpack-bundler-runtime|runtime|runtime-core|runtime-tools|sdk|error-codes|inject-external-runtime-core-plugin)[\\/]dist[\\/].+\.cjs$/;

/**
 * The ES module file beside a federation runtime's CommonJS file, when the package ships one.
 * @param {string} resource an absolute file path
 * @returns {string | undefined}
 */
export function esmTwin(resource) {
  if (!RUNTIME_CJS.test(resource)) return undefined;
  const twin = resource.replace(/\.cjs$/, '.js');
  return existsSync(twin) ? twin : undefined;
}

/**
 * Swaps the federation runtime's CommonJS files for their ES module twins: in the aliases the federation plugins
 * set (`@module-federation/runtime` and the like; list this plugin after them) and in requests naming a file (the
 * bundler runtime's import in the generated entry).
 */
export class FederationEsmPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterPlugins.tap('FederationEsmPlugin', () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [key, value] of Object.entries(alias)) {
        const twin = typeof value === 'string' ? esmTwin(value) : undefined;
        if (twin) alias[key] = twin;
      }
    });
    compiler.hooks.normalModuleFactory.tap('FederationEsmPlugin', (factory) => {
      factory.hooks.beforeResolve.tap('FederationEsmPlugin', (data) => {
        const twin = esmTwin(data.request);
        if (twin) data.request = twin;
      });
    });
  }
}
