import { bus, coreApi, selectEnrollments, selectUserInfo, type AppStore } from 'shared-events';
import { isCheckoutCompleted, selectCheckout, type CheckoutState } from './checkoutSlice';

export const ABANDONED_CART_EVENT = 'Abandoned Cart';

/** Pages where leaving is not abandoning: the purchase is done, or the learner chose to cancel. */
const EXEMPT_PATHS = ['/thank-you', '/cancel-enrollment'];

/** What the page knows, when it unloads, about the shopper and the course of the checkout. */
export interface CartContext {
  signedIn: boolean;
  /** The catalogue has the course (an unknown courseId never showed a price). */
  courseExists: boolean;
  /** The learner is enrolled in the course. */
  owned: boolean;
}

/**
 * Whether leaving the page now abandons a cart (spec §4): a checkout was started and not completed, and the
 * page being unloaded is not thank-you or cancel-enrollment. Only a signed-in learner looking at a course they
 * could buy had a cart: a visitor was asked to sign in, an unknown course or one already owned sold nothing.
 */
export function isAbandonedCart(pathname: string, checkout: CheckoutState, cart: CartContext): boolean {
  if (EXEMPT_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return false;
  if (checkout.courseId === null || isCheckoutCompleted(checkout)) return false;
  return cart.signedIn && cart.courseExists && !cart.owned;
}

/**
 * Tracks the abandoned cart when the page unloads. The listener stays after the learner leaves /checkout in
 * the app, because closing the tab from any later page still abandons the cart. Returns the uninstaller.
 */
export function trackAbandonedCartOnUnload(store: AppStore, target: Window = window): () => void {
  const onUnload = () => {
    const state = store.getState();
    const checkout = selectCheckout(state);
    const { courseId } = checkout;
    const course = coreApi.endpoints.getCourses
      .select()(state)
      .data?.find((candidate) => candidate.CourseID === courseId);
    const cart: CartContext = {
      signedIn: selectUserInfo(state) !== null,
      courseExists: course !== undefined,
      owned: selectEnrollments(state).some((enrollment) => enrollment.CourseID === courseId),
    };
    if (courseId === null || !course || !isAbandonedCart(target.location.pathname, checkout, cart)) return;
    bus.publish('analytics:track', {
      event: ABANDONED_CART_EVENT,
      properties: {
        courseId,
        courseName: course.CourseName,
        value: course.OfferPrice ?? course.Price,
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
