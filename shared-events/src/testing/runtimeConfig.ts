import type { RuntimeConfig, RuntimeConfigInput } from 'shared-contract';
import { parseRuntimeConfig, setRuntimeConfig } from '../config';
import { TEST_API_BASE } from './network';

export interface TestRuntimeConfigOptions extends Partial<Omit<RuntimeConfigInput, 'brand'>> {
  /** Replaces the named brand fields of the test brand (Academy, help@academy.test). */
  brand?: Partial<RuntimeConfigInput['brand']>;
}

/**
 * The runtime config the shell would load from /config.json, for tests: the test API, a local identity pool and
 * no remotes, routes or regions unless a test names them.
 */
export function testRuntimeConfig({ brand, ...config }: TestRuntimeConfigOptions = {}): RuntimeConfig {
  return parseRuntimeConfig({
    env: 'test',
    apiBaseUrl: TEST_API_BASE,
    brand: {
      siteName: 'Academy',
      supportEmail: 'help@academy.test',
      productLink: 'python-programming-masterclass',
      ...brand,
    },
    identity: {
      region: 'us-east-1',
      userPoolId: 'pool',
      userPoolClientId: 'client',
      authFlowType: 'USER_PASSWORD_AUTH',
    },
    remotes: [],
    routes: [],
    regions: {},
    ...config,
  });
}

/** Sets {@link testRuntimeConfig} as the runtime config, as the shell does at start. */
export function setTestRuntimeConfig(options?: TestRuntimeConfigOptions): void {
  setRuntimeConfig(testRuntimeConfig(options));
}
