// Its own module (entry `shared-contract/version`): the shell's start-up script reads it without the schemas.
/**
 * The major version of this contract (HTTP calls, events, runtime config, manifest). A remote's manifest records
 * the version it was built against, so a shell can refuse a remote it cannot serve instead of failing inside it.
 */
export const CONTRACT_VERSION = 1;
