import {
  bus,
  configureApi,
  coreApi,
  createAppStore,
  createMemoryStorage,
  setEnrollments,
  setUser,
} from 'shared-events';
import { apiSequence, server } from 'shared-events/testing';
import { COURSES } from '../../../testing/courses';
import { LEARNER } from '../../../testing/renderPage';
import { initialCheckoutState, paymentConfirmed, startCheckout } from './checkoutSlice';
import {
  ABANDONED_CART_EVENT,
  isAbandonedCart,
  trackAbandonedCartOnUnload,
  type CartContext,
} from './abandonedCart';

const started = { ...initialCheckoutState, courseId: 5 };
const cart: CartContext = { signedIn: true, courseExists: true, owned: false };

describe('isAbandonedCart', () => {
  it('is abandoned when a started checkout is left unfinished', () => {
    expect(isAbandonedCart('/checkout', started, cart)).toBe(true);
    expect(isAbandonedCart('/courses', started, cart)).toBe(true);
  });

  it('is not abandoned on thank-you or cancel-enrollment', () => {
    expect(isAbandonedCart('/thank-you', started, cart)).toBe(false);
    expect(isAbandonedCart('/cancel-enrollment', started, cart)).toBe(false);
  });

  it('is not abandoned without a checkout or once it is paid or enrolled', () => {
    expect(isAbandonedCart('/checkout', initialCheckoutState, cart)).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, paid: true }, cart)).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, freeTrial: 'enrolled' }, cart)).toBe(false);
    expect(isAbandonedCart('/checkout', { ...started, couponEnrollment: 'enrolled' }, cart)).toBe(false);
  });

  it('is no cart for a signed-out visitor, an unknown course or a course already owned', () => {
    expect(isAbandonedCart('/checkout', started, { ...cart, signedIn: false })).toBe(false);
    expect(isAbandonedCart('/checkout', started, { ...cart, courseExists: false })).toBe(false);
    expect(isAbandonedCart('/checkout', started, { ...cart, owned: true })).toBe(false);
  });
});

describe('trackAbandonedCartOnUnload', () => {
  const uninstallers: (() => void)[] = [];
  afterEach(() => {
    uninstallers.splice(0).forEach((uninstall) => uninstall());
    window.history.replaceState(null, '', '/');
  });

  /** A store at `path` with the catalogue loaded, signed in as the learner unless `signedIn` is false. */
  async function setup(path: string, { signedIn = true } = {}) {
    window.history.replaceState(null, '', path);
    const { store } = createAppStore({ storage: createMemoryStorage() });
    configureApi({ baseUrl: 'http://api.test/dev', getAccessToken: () => 'token' });
    server.use(...apiSequence('getCourses', { Courses: COURSES }));
    await store.dispatch(coreApi.endpoints.getCourses.initiate());
    if (signedIn) store.dispatch(setUser(LEARNER));
    const tracked = jest.fn();
    uninstallers.push(bus.subscribe('analytics:track', tracked), trackAbandonedCartOnUnload(store));
    return { store, tracked };
  }

  it('publishes the abandoned-cart event when the page unloads during checkout', async () => {
    const { store, tracked } = await setup('/checkout');
    store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(tracked).toHaveBeenCalledWith({
      event: ABANDONED_CART_EVENT,
      properties: { courseId: 5, courseName: 'Python Programming Masterclass', value: 49 },
    });
  });

  it('stays silent for checkouts that were never carts: signed out, unknown course, course owned', async () => {
    const visitor = await setup('/checkout', { signedIn: false });
    visitor.store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(visitor.tracked).not.toHaveBeenCalled();

    uninstallers.splice(0).forEach((uninstall) => uninstall());
    const unknown = await setup('/checkout');
    unknown.store.dispatch(startCheckout(99));
    window.dispatchEvent(new Event('pagehide'));
    expect(unknown.tracked).not.toHaveBeenCalled();

    uninstallers.splice(0).forEach((uninstall) => uninstall());
    const owner = await setup('/checkout');
    owner.store.dispatch(
      setEnrollments([
        { CourseID: 5, EnrolledAt: '2024-01-01T00:00:00.000Z', Source: 'payment', CompletedSteps: [] },
      ]),
    );
    owner.store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(owner.tracked).not.toHaveBeenCalled();
  });

  it('stays silent on thank-you and after a payment', async () => {
    const thankYou = await setup('/thank-you');
    thankYou.store.dispatch(startCheckout(5));
    window.dispatchEvent(new Event('pagehide'));
    expect(thankYou.tracked).not.toHaveBeenCalled();

    uninstallers.splice(0).forEach((uninstall) => uninstall());
    const paid = await setup('/checkout');
    paid.store.dispatch(startCheckout(5));
    paid.store.dispatch(paymentConfirmed());
    window.dispatchEvent(new Event('pagehide'));
    expect(paid.tracked).not.toHaveBeenCalled();
  });
});
