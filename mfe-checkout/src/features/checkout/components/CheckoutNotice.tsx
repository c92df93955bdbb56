import type { ReactNode } from 'react';
import { PageContainer } from 'shared-ui';
import { Body } from './CheckoutNotice.styles';

/** The checkout page when there is no order to show: a message and what to do next. */
export function CheckoutNotice({ children }: { children: ReactNode }) {
  return (
    <PageContainer $size="narrow">
      <h1>Checkout</h1>
      <Body>{children}</Body>
    </PageContainer>
  );
}
