import { useEffect } from 'react';
import { PageContainer } from 'shared-ui';

/** The message the checkout page (this frame's parent) waits for. */
export const PAYMENT_SUCCESS_MESSAGE = 'payment-successful';

/** /payment-success: the page the payment frame lands on after a successful payment. */
export default function PaymentSuccessPage() {
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage(PAYMENT_SUCCESS_MESSAGE, window.location.origin);
  }, []);
  return (
    <PageContainer $size="narrow">
      <h1>Payment Successful</h1>
      <p>Your payment was received and your course is being unlocked.</p>
    </PageContainer>
  );
}
