import type { RuntimeConfig } from 'shared-contract';
import type { ComponentType } from 'react';
import { getInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { defaultExportOf, remoteModuleId, type RemoteLoader } from '../../shared/remotes/remoteLoader';
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
  instance.registerPlugins([retryPlugin()]);
  instance.registerRemotes(remotes.map((remote) => ({ ...remote })));
  const byName = new Map(remotes.map((remote) => [remote.name, remote]));
  const components = new Map<string, ComponentType>();

  return {
    async load(remote, module) {
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
    reset(remote) {
      for (const id of components.keys()) if (id.startsWith(`${remote}/`)) components.delete(id);
      const entry = byName.get(remote);
      // Re-registering with force drops the runtime's cached manifest, entry and module of this remote.
      if (entry) instance.registerRemotes([{ ...entry }], { force: true });
    },
  };
}
