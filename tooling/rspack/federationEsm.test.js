import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { esmTwin, FederationEsmPlugin } from './federationEsm.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const requireFrom = (pkg) => createRequire(path.join(root, pkg, 'package.json'));

/**
 * The files the federation plugins name by require.resolve: @module-federation/rspack the runtime tools and the
 * shell's runtime plugin, rspack's container plugin the bundler runtime and the runtime beside the tools.
 */
function runtimeFiles(pkg) {
  const enhanced = requireFrom(pkg).resolve('@module-federation/enhanced/rspack');
  const plugin = createRequire(createRequire(enhanced).resolve('@module-federation/rspack'));
  const tools = plugin.resolve('@module-federation/runtime-tools');
  const fromTools = createRequire(tools);
  return [
    tools,
    fromTools.resolve('@module-federation/webpack-bundler-runtime'),
    fromTools.resolve('@module-federation/runtime'),
    plugin.resolve('@module-federation/inject-external-runtime-core-plugin'),
  ];
}

test('each federation runtime file the plugins resolve has an ES module twin in the same package', () => {
  for (const pkg of ['shell', 'mfe-catalog']) {
    const files = runtimeFiles(pkg);
    for (const file of files) {
      assert.match(file, /\.cjs$/, `${file} is the CommonJS build the plugin would bundle`);
      const twin = esmTwin(file);
      assert.equal(twin, file.replace(/\.cjs$/, '.js'), `${file} has its ES module twin`);
    }
  }
});

test('files outside the federation runtime, and runtime files with no twin, are left as they are', () => {
  assert.equal(esmTwin('/repo/node_modules/react/index.cjs'), undefined);
  assert.equal(esmTwin('/repo/node_modules/@module-federation/sdk/dist/index.js'), undefined);
  assert.equal(esmTwin('/nowhere/node_modules/@module-federation/sdk/dist/missing.cjs'), undefined);
});

test('the plugin rewrites the aliases the federation plugins set and requests naming a CommonJS file', () => {
  const [tools, bundler, runtime] = runtimeFiles('shell');
  const hooks = { afterPlugins: [], normalModuleFactory: [] };
  const compiler = {
    options: {
      resolve: { alias: { '@module-federation/runtime$': runtime, react: '/somewhere/react.cjs' } },
    },
    hooks: {
      afterPlugins: { tap: (_name, fn) => hooks.afterPlugins.push(fn) },
      normalModuleFactory: { tap: (_name, fn) => hooks.normalModuleFactory.push(fn) },
    },
  };
  new FederationEsmPlugin().apply(compiler);
  hooks.afterPlugins.forEach((fn) => fn());
  assert.deepEqual(compiler.options.resolve.alias, {
    '@module-federation/runtime$': runtime.replace(/\.cjs$/, '.js'),
    react: '/somewhere/react.cjs',
  });

  const beforeResolve = [];
  hooks.normalModuleFactory.forEach((fn) =>
    fn({ hooks: { beforeResolve: { tap: (_name, hook) => beforeResolve.push(hook) } } }),
  );
  const requests = [{ request: bundler }, { request: tools }, { request: 'react' }];
  for (const data of requests) beforeResolve.forEach((hook) => hook(data));
  assert.deepEqual(
    requests.map((data) => data.request),
    [bundler.replace(/\.cjs$/, '.js'), tools.replace(/\.cjs$/, '.js'), 'react'],
  );
});
