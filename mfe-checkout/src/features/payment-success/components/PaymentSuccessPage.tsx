import { useEffect } from 'react';
import { PageContainer } from 'shared-ui';
import { PAYMENT_SUCCESS_MESSAGE } from '../model/paymentSuccessMessage';

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
