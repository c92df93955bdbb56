import { bus, coreApi, type AppStore } from 'shared-events';
import { selectCheckout, type CheckoutState } from './checkoutSlice';

export const ABANDONED_CART_EVENT = 'Abandoned Cart';

/** Pages where leaving is not abandoning: the purchase is done, or the learner chose to cancel. */
const EXEMPT_PATHS = ['/thank-you', '/cancel-enrollment'];

/**
 * Whether leaving the page now abandons a cart (spec §4): a checkout was started and not completed, and the
 * page being unloaded is not thank-you or cancel-enrollment.
 */
export function isAbandonedCart(pathname: string, checkout: CheckoutState): boolean {
  if (EXEMPT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  if (checkout.courseId === null) return false;
  const completed =
    checkout.paid || checkout.freeTrial === 'enrolled' || checkout.couponEnrollment === 'enrolled';
  return !completed;
}

/**
 * Tracks the abandoned cart when the page unloads. The listener stays after the learner leaves /checkout in
 * the app, because closing the tab from any later page still abandons the cart. Returns the uninstaller.
 */
export function trackAbandonedCartOnUnload(store: AppStore, target: Window = window): () => void {
  const onUnload = () => {
    const state = store.getState();
    const checkout = selectCheckout(state);
    if (!isAbandonedCart(target.location.pathname, checkout) || checkout.courseId === null) return;
    const course = coreApi.endpoints.getCourses
      .select()(state)
      .data?.find((candidate) => candidate.CourseID === checkout.courseId);
    bus.publish('analytics:track', {
      event: ABANDONED_CART_EVENT,
      properties: {
        courseId: checkout.courseId,
        ...(course ? { courseName: course.CourseName, value: course.OfferPrice ?? course.Price } : {}),
        ...(checkout.coupon ? { couponCode: checkout.coupon.coupon_code } : {}),
      },
    });
  };
  target.addEventListener('pagehide', onUnload);
  return () => target.removeEventListener('pagehide', onUnload);
}

const tracked = new WeakSet<AppStore>();

/** Installs the unload tracking once per store, however often the checkout page mounts. */
export function ensureAbandonedCartTracking(store: AppStore): void {
  if (tracked.has(store)) return;
  tracked.add(store);
  trackAbandonedCartOnUnload(store);
}
