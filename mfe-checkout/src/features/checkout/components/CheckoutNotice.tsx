import type { ReactNode } from 'react';
import { PageContainer } from 'shared-ui';
import styles from './CheckoutNotice.module.css';

/** The checkout page when there is no order to show: a message and what to do next. */
export function CheckoutNotice({ children }: { children: ReactNode }) {
  return (
    <PageContainer $size="narrow">
      <h1>Checkout</h1>
      <div className={styles.body}>{children}</div>
    </PageContainer>
  );
}
