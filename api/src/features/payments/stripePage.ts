import { createHash } from 'node:crypto';
import { escapeHtml, FRAME_HEIGHT_SCRIPT_SOURCE, framePage } from './sandboxPage';

/**
 * Mounts Stripe's embedded Checkout with the keys the page carries in data attributes (so this script, and its
 * hash, never change). Stripe.js names the call createEmbeddedCheckoutPage for `embedded_page` sessions and
 * initEmbeddedCheckout before; either returns the Checkout (or a promise of it). Anything failing shows the
 * problem in words.
 */
const MOUNT_SCRIPT = `(function () {
  var host = document.getElementById('checkout');
  var fail = function () { document.getElementById('checkout-problem').hidden = false; };
  try {
    var stripe = Stripe(host.getAttribute('data-publishable-key'));
    var secret = host.getAttribute('data-client-secret');
    var create = stripe.createEmbeddedCheckoutPage || stripe.initEmbeddedCheckout;
    Promise.resolve(create.call(stripe, { fetchClientSecret: function () { return Promise.resolve(secret); } }))
      .then(function (checkout) { checkout.mount(host); })
      .catch(fail);
  } catch (error) {
    fail();
  }
})();`;

const scriptSource = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** Stripe.js itself; its versioned bundle is served from js.stripe.com only. */
export const STRIPE_JS_URL = 'https://js.stripe.com/v3';

/**
 * The Stripe page's Content-Security-Policy: Stripe.js and this page's two scripts (by hash), Stripe's frames and
 * API hosts as Stripe documents them for Stripe.js and embedded Checkout, and only the shell may frame it.
 */
export function stripePagePolicy(shellUrl: string): string {
  return [
    "default-src 'none'",
    `script-src https://js.stripe.com https://*.js.stripe.com ${scriptSource(MOUNT_SCRIPT)} ${FRAME_HEIGHT_SCRIPT_SOURCE}`,
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://checkout.stripe.com',
    'connect-src https://api.stripe.com https://checkout.stripe.com',
    'img-src https://*.stripe.com',
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${shellUrl}`,
  ].join('; ');
}

const styles = `
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: #1a1a1a; background: #ffffff; }
  main { max-width: 40rem; margin: 0 auto; padding: 1rem; }
  .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
  [role="alert"] { padding: 0.75rem 1rem; border-radius: 0.375rem; background: #fdecee; border-left: 4px solid #a1001c; }
`;

/** The learner's Stripe page in the checkout frame: Stripe's embedded Checkout for this payment's session. */
export function stripePaymentPage(courseName: string, publishableKey: string, clientSecret: string): string {
  const title = `Pay for ${courseName}`;
  return framePage(
    title,
    styles,
    `<h1 class="visually-hidden">${escapeHtml(title)}</h1>
<div id="checkout" data-publishable-key="${escapeHtml(publishableKey)}" data-client-secret="${escapeHtml(clientSecret)}"></div>
<p id="checkout-problem" role="alert" hidden>The payment form could not be loaded. Please try again later.</p>
<noscript><p role="alert">The payment form needs JavaScript. Please turn it on and try again.</p></noscript>`,
    [`<script src="${STRIPE_JS_URL}"></script>`, `<script>${MOUNT_SCRIPT}</script>`],
  );
}
