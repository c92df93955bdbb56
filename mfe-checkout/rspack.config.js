// The checkout remote: its exposed pages and regions (the shell loads them by the names in scripts/lib/topology.mjs).
import { remoteConfig } from '../tooling/rspack/index.js';

export default remoteConfig({
  pkgDir: import.meta.dirname,
  name: 'checkout',
  exposes: {
    './CheckoutPage': './src/features/checkout/components/CheckoutPage.tsx',
    './ThankYouPage': './src/features/thank-you/components/ThankYouPage.tsx',
    './CancelEnrollmentPage': './src/features/cancel-enrollment/components/CancelEnrollmentPage.tsx',
    './PaymentSuccessPage': './src/features/payment-success/components/PaymentSuccessPage.tsx',
  },
});
