import { PageContainer } from 'shared-ui';

/** /checkout */
export default function CheckoutPage() {
  return (
    <PageContainer>
      <h1>Checkout</h1>
      <p>Billing details, the payment method, the order summary and coupons will appear here.</p>
    </PageContainer>
  );
}
