import type { RuntimeConfig } from 'shared-contract';
import { CONTRACT_VERSION } from 'shared-contract/version';

type RemoteEntry = Pick<RuntimeConfig['remotes'][number], 'name' | 'contract'>;

/**
 * Why this shell cannot serve a remote, or undefined when it can. A remote built against another major version
 * of the contract (the calls, events and store it expects) would fail somewhere inside its pages, so the shell
 * refuses it up front. The generated runtime config always states the version; one that does not is refused too.
 */
export function refusalOf(remote: RemoteEntry, served: number = CONTRACT_VERSION): string | undefined {
  if (remote.contract === undefined)
    return `remote '${remote.name}': the runtime config does not say which contract version it was built for (this shell serves version ${served})`;
  if (remote.contract !== served)
    return `remote '${remote.name}': it was built for contract version ${remote.contract}, this shell serves version ${served}`;
  return undefined;
}
