import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { contractOf, refusalOf } from './remoteRefusal';

/**
 * Checks each remote's own mf-manifest.json as the federation runtime reads it, before any of the remote's code
 * runs: a build made for a contract version this shell cannot serve is refused (`onRefused`) and its load fails.
 */
export function contractPlugin(
  onRefused: (remote: string, refusal: string) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'platform-contract-plugin',
    loadRemoteSnapshot(args) {
      if (args.from !== 'manifest') return args;
      const refusal = refusalOf(args.moduleInfo.name, contractOf(args.manifestJson));
      if (refusal === undefined) return args;
      onRefused(args.moduleInfo.name, refusal);
      throw new Error(`The shell does not load ${refusal}`);
    },
  };
}
