import type { RuntimeConfig } from 'shared-contract';
import type { ComponentType } from 'react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { defaultExportOf, remoteModuleId, type RemoteLoader } from '../../shared/remotes/remoteLoader';
import { contractPlugin } from './contractPlugin';
import { retryPlugin } from './retryPlugin';

type RemoteEntry = RuntimeConfig['remotes'][number];

/**
 * Registers the configured remotes with the federation instance the build created for the shell and loads
 * exposed modules through it. Nothing is fetched until a region asks for a module.
 */
export function createFederationLoader(
  remotes: readonly RemoteEntry[],
  instance: ModuleFederation | null = getInstance(),
): RemoteLoader {
  if (!instance)
    throw new Error(
      'The Module Federation runtime is not initialised (the shell must be built with its plugin)',
    );
  const refusals = new Map<string, string>();
  instance.registerPlugins([
    retryPlugin(),
    contractPlugin((remote, refusal) => {
      refusals.set(remote, refusal);
      // For the operator: the learner sees only that this part of the site is being updated.
      console.error(`The shell does not load ${refusal}`);
    }),
  ]);
  instance.registerRemotes(remotes.map((remote) => ({ ...remote })));
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  const components = new Map<string, ComponentType>();

  return {
    async load(remote, module) {
      const refusal = refusals.get(remote);
      // Refused once, refused until the page reloads: the build it refused is still the one deployed.
      if (refusal !== undefined) throw new Error(`The shell does not load ${refusal}`);
      if (!byName.has(remote)) throw new Error(`No remote named '${remote}' in the runtime config`);
      const id = remoteModuleId(remote, module);
      const exports = await instance.loadRemote<unknown>(id);
      if (exports === null || exports === undefined) throw new Error(`${id} could not be loaded`);
      const component = defaultExportOf(id, exports);
      components.set(id, component);
      return component;
    },
    loaded(remote, module) {
      return components.get(remoteModuleId(remote, module));
    },
    preload(remote, module) {
      if (!byName.has(remote)) return;
      // Only the module's own code: the shell provides the shared libraries, and no remote depends on another.
      instance
        .preloadRemote([{ nameOrAlias: remote, exposes: [module], share: false, depsRemote: false }])
        .catch(() => undefined);
    },
    reset(remote) {
      for (const id of components.keys()) if (id.startsWith(`${remote}/`)) components.delete(id);
      const entry = byName.get(remote);
      // Re-registering with force drops the runtime's cached manifest, entry and module of this remote.
      if (entry) instance.registerRemotes([{ ...entry }], { force: true });
    },
    refusal(remote) {
      return refusals.get(remote);
    },
  };
}
