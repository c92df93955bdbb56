import { bus, createAppStore, createMemoryStorage } from 'shared-events';
import { initialCheckoutState, paymentConfirmed, startCheckout } from './checkoutSlice';
import { ABANDONED_CART_EVENT, isAbandonedCart, trackAbandonedCartOnUnload } from './abandonedCart';

const started = { ...initialCheckoutState, courseId: 5 };

describe('isAbandonedCart', () => {
  it('is abandoned when a started checkout is left unfinished', () => {
    expect(isAbandonedCart('/checkout', started)).toBe(true);
    expect(isAbandonedCart('/courses', started)).toBe(true);
  });

  it('is not abandoned on thank-you or cancel-enrollment', () => {
    expect(isAbandonedCart('/thank-you', started)).toBe(false);
    expect(isAbandonedCart('/cancel-enrollment', started)).toBe(false);
  });

  it('is not abandoned without a checkout or once it is paid or enrolled', () => {
    expect(isAbandonedCart('/checkout', initialCheckoutState)).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, paid: true })).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, freeTrial: 'enrolled' })).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, couponEnrollment: 'enrolled' })).toBe(false);
  });
});

describe('trackAbandonedCartOnUnload', () => {
  const uninstallers: (() => void)[] = [];
  afterEach(() => {
    uninstallers.splice(0).forEach((uninstall) => uninstall());
    window.history.replaceState(null, '', '/');
  });

  function setup(path: string) {
    window.history.replaceState(null, '', path);
    const { store } = createAppStore({ storage: createMemoryStorage() });
    const tracked = jest.fn();
    uninstallers.push(bus.subscribe('analytics:track', tracked), trackAbandonedCartOnUnload(store));
    return { store, tracked };
  }

  it('publishes the abandoned-cart event when the page unloads during checkout', () => {
    const { store, tracked } = setup('/checkout');
    store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(tracked).toHaveBeenCalledWith({ event: ABANDONED_CART_EVENT, properties: { courseId: 5 } });
  });

  it('stays silent on thank-you and after a payment', () => {
    const thankYou = setup('/thank-you');
    thankYou.store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(thankYou.tracked).not.toHaveBeenCalled();

    uninstallers.splice(0).forEach((uninstall) => uninstall());
    const paid = setup('/checkout');
    paid.store.dispatch(startCheckout(5));
    paid.store.dispatch(paymentConfirmed());
    window.dispatchEvent(new Event('pagehide'));
    expect(paid.tracked).not.toHaveBeenCalled();
  });
});
