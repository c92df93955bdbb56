import styled from 'styled-components';
import { Card } from 'shared-ui';

export const Lead = styled.p`
  max-width: 46rem;
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Offers = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: ${({ theme }) => theme.space.xl} 0;
  padding: 0;
  list-style: none;
`;

export const Offer = styled(Card)`
  gap: ${({ theme }) => theme.space.sm};

  & ul {
    flex: 1;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

export const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

export const Why = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  & ul {
    margin-top: ${({ theme }) => theme.space.sm};
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;
