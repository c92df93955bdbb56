import type { RuntimeConfig } from 'shared-contract';
import { configureAuth, currentAccessToken } from './configureAuth';
import { createAmplifyAuthClient } from './model/amplifyAuthClient';
import type { IdentityLayer } from './model/lazyAuth';

/** The aws-amplify identity layer, configured; loaded on demand by createLazyAuth (its own chunk). */
export function startAmplifyAuth(identity: RuntimeConfig['identity']): IdentityLayer {
  configureAuth(identity);
  return { client: createAmplifyAuthClient(identity), currentAccessToken };
}
