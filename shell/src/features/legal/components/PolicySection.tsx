import type { ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }
  p,
  ul {
    margin-top: ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  }
`;

export function PolicySection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <h2>{title}</h2>
      {children}
    </Section>
  );
}
