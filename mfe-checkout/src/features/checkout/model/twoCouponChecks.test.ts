/**
 * The course page (mfe-catalog) and checkout each check coupons. Both remotes inject into the one shared api,
 * in whichever order the visitor opens their pages; RTK Query keeps the first endpoint of a name and drops the
 * second, so with one shared name the second remote silently ran the first one's endpoint and checkoutSlice
 * reacted to the course page's checks. This composes both remotes in one store, as the shell does, in both
 * load orders.
 */
import type { Coupon } from 'shared-contract';
import { apiFailure as failure, apiSequence, networkFailure, server } from 'shared-events/testing';

type Platform = typeof import('shared-events');
// The one place a remote's code meets another's outside the browser: this test composes them as the shell does.
type CatalogCoupons = typeof import('../../../../../mfe-catalog/src/features/coupons/api/couponsApi');
type CheckoutApi = typeof import('../api/checkoutApi');
type CheckoutSlice = typeof import('./checkoutSlice');

type Remote = 'catalog' | 'checkout';

const PY30NOW: Coupon = { coupon_code: 'PY30NOW', discount_type: '%', discount_amount: 30, isValid: true };

/** A fresh shared-events (one api, one store) with the two remotes' modules loaded in the given order. */
async function compose(order: readonly [Remote, Remote]) {
  let platform!: Platform;
  let catalog!: CatalogCoupons;
  let checkoutApi!: CheckoutApi;
  let checkoutSlice!: CheckoutSlice;
  await jest.isolateModulesAsync(async () => {
    platform = await import('shared-events');
    platform.configureApi({ baseUrl: 'http://api.test/dev', getAccessToken: () => 'token' });
    for (const remote of order) {
      if (remote === 'catalog') {
        // eslint-disable-next-line boundaries/import-boundaries -- the course page's remote, loaded as the shell loads it
        catalog = await import('../../../../../mfe-catalog/src/features/coupons/api/couponsApi');
      } else {
        checkoutApi = await import('../api/checkoutApi');
        checkoutSlice = await import('./checkoutSlice');
      }
    }
  });
  const { store } = platform.createAppStore({ storage: platform.createMemoryStorage() });
  return {
    checkout: () => checkoutSlice.selectCheckout(store.getState()),
    initialCheckout: checkoutSlice.initialCheckoutState,
    /** The course page's coupon box shows a failed check's error message. */
    coursePageCheck: (code: string) =>
      store.dispatch(catalog.couponsApi.endpoints.catalogValidateCoupon.initiate(code)),
    checkoutCheck: (code: string) =>
      store.dispatch(checkoutApi.checkoutApi.endpoints.checkoutValidateCoupon.initiate(code)),
  };
}

const orders: readonly [Remote, Remote][] = [
  ['catalog', 'checkout'],
  ['checkout', 'catalog'],
];

describe.each(orders)('with %s loaded before %s', (first, second) => {
  it("gives the course page's failed check its own fallback and leaves checkout's state alone", async () => {
    const page = await compose([first, second]);
    server.use(...apiSequence('validateCoupon', failure(500), networkFailure()));

    const answered = await page.coursePageCheck('PY30NOW');
    expect(answered.error).toMatchObject({ message: 'Could not validate coupon.' });
    const unanswered = await page.coursePageCheck('PY30NOW');
    expect(unanswered.error).toMatchObject({ message: 'An error occurred during coupon validation.' });

    expect(page.checkout()).toEqual(page.initialCheckout);
  });

  it("does not apply the course page's valid coupon to checkout", async () => {
    const page = await compose([first, second]);
    server.use(...apiSequence('validateCoupon', PY30NOW));

    expect((await page.coursePageCheck('PY30NOW')).data).toEqual(PY30NOW);
    expect(page.checkout()).toEqual(page.initialCheckout);
  });

  it("shows checkout's own fallbacks in checkout", async () => {
    const page = await compose([first, second]);
    server.use(...apiSequence('validateCoupon', failure(500), networkFailure(), PY30NOW));

    await page.checkoutCheck('PY30NOW');
    expect(page.checkout().validationMessage).toBe('Could not validate coupon.');
    await page.checkoutCheck('PY30NOW');
    expect(page.checkout().validationMessage).toBe('An error occurred during coupon validation.');
    await page.checkoutCheck('PY30NOW');
    expect(page.checkout()).toMatchObject({ coupon: PY30NOW, validationMessage: 'Coupon is valid!' });
  });
});
