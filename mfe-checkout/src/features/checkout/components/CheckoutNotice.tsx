import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageContainer } from 'shared-ui';

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xxl};
`;

/** The checkout page when there is no order to show: a message and what to do next. */
export function CheckoutNotice({ children }: { children: ReactNode }) {
  return (
    <PageContainer $size="narrow">
      <h1>Checkout</h1>
      <Body>{children}</Body>
    </PageContainer>
  );
}
