import { setTestRuntimeConfig as setPlatformTestRuntimeConfig } from 'shared-events/testing';

/** The main course link ({product}) the catalogue's tests run with. */
export const TEST_PRODUCT_LINK = 'python-masterclass';

/** Sets the runtime config the shell would load from /config.json, as far as the catalogue reads it. */
export function setTestRuntimeConfig(): void {
  setPlatformTestRuntimeConfig({ brand: { productLink: TEST_PRODUCT_LINK } });
}
