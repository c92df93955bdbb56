// What the checkout remote provides and needs; the runtime config, the build and the contract check read it.
import { CONTRACT_VERSION, defineRemoteManifest } from 'shared-contract';

export default defineRemoteManifest({
  name: 'checkout',
  devPort: 4103,
  contract: CONTRACT_VERSION,
  exposes: {
    './CheckoutPage': './src/features/checkout/components/CheckoutPage.tsx',
    './ThankYouPage': './src/features/thank-you/components/ThankYouPage.tsx',
    './CancelEnrollmentPage': './src/features/cancel-enrollment/components/CancelEnrollmentPage.tsx',
    './PaymentSuccessPage': './src/features/payment-success/components/PaymentSuccessPage.tsx',
  },
  routes: [
    { path: '/checkout', module: './CheckoutPage', title: 'Checkout', quiet: true },
    { path: '/thank-you', module: './ThankYouPage', title: 'Thank You' },
    { path: '/cancel-enrollment', module: './CancelEnrollmentPage', title: 'Cancel Enrollment' },
    { path: '/payment-success', module: './PaymentSuccessPage', title: 'Payment Successful' },
  ],
  regions: {},
  endpoints: [
    'checkoutValidateCoupon',
    'checkoutCreatePaymentLink',
    'checkoutEnrollFreeTrial',
    'checkoutEnrollWithCoupon',
  ],
  slices: ['checkout'],
  events: {
    publishes: ['auth:sign-in-requested', 'analytics:track', 'family:parent-requested'],
    subscribes: ['checkout:enrollment-started'],
  },
});
