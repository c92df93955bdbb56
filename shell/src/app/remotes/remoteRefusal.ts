import { CONTRACT_VERSION } from 'shared-contract/version';

/**
 * Why this shell cannot serve a remote build, or undefined when it can. `contract` is what the build wrote into
 * its mf-manifest.json (`metaData.contract`, see tooling/rspack). A remote built against another major version of
 * the contract (the calls, events and store it expects) would fail somewhere inside its pages, so the shell refuses
 * it up front; a build that states no version predates the rule and is refused too.
 */
export function refusalOf(
  remote: string,
  contract: unknown,
  served: number = CONTRACT_VERSION,
): string | undefined {
  if (typeof contract !== 'number')
    return `remote '${remote}': its build does not say which contract version it was built for (this shell serves version ${served})`;
  if (contract !== served)
    return `remote '${remote}': it was built for contract version ${contract}, this shell serves version ${served}`;
  return undefined;
}

/** The contract version a remote's mf-manifest.json states, if any. */
export function contractOf(manifest: unknown): unknown {
  if (typeof manifest !== 'object' || manifest === null || !('metaData' in manifest)) return undefined;
  const { metaData } = manifest;
  return typeof metaData === 'object' && metaData !== null && 'contract' in metaData
    ? metaData.contract
    : undefined;
}
