import styled from 'styled-components';
import { Card, PageContainer } from 'shared-ui';

export const TrustList = styled(PageContainer)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

export const TrustCard = styled(Card)`
  align-items: center;
  text-align: center;
  gap: ${({ theme }) => theme.space.xxs};

  & strong {
    font-size: ${({ theme }) => theme.typography.sizes.xxl};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Numbered = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: benefit;

  & > li {
    counter-increment: benefit;
  }

  & h3::before {
    content: counter(benefit, decimal-leading-zero) '. ';
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Bio = styled(Card)`
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xxl};
  border-left: 6px solid ${({ theme }) => theme.colors.primary};
`;
