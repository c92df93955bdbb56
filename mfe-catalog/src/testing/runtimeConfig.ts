import { parseRuntimeConfig, setRuntimeConfig } from 'shared-platform';
import { TEST_API_BASE } from 'shared-platform/testing';

/** The main course link ({product}) the catalogue's tests run with. */
export const TEST_PRODUCT_LINK = 'python-masterclass';

/** Sets the runtime config the shell would load from /config.json, as far as the catalogue reads it. */
export function setTestRuntimeConfig(): void {
  setRuntimeConfig(
    parseRuntimeConfig({
      env: 'test',
      apiBaseUrl: TEST_API_BASE,
      brand: { siteName: 'Academy', supportEmail: 'help@academy.test', productLink: TEST_PRODUCT_LINK },
      identity: {
        region: 'us-east-1',
        userPoolId: 'pool',
        userPoolClientId: 'client',
        authFlowType: 'USER_PASSWORD_AUTH',
      },
      remotes: [{ name: 'catalog', entry: 'http://remote.test/mf-manifest.json' }],
      routes: [],
      regions: {},
    }),
  );
}
