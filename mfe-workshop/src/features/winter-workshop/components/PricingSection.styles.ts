import styled from 'styled-components';
import { Card } from 'shared-ui';

export const PriceCard = styled(Card)<{ $featured: boolean }>`
  gap: ${({ theme }) => theme.space.sm};
  border: 2px solid ${({ theme, $featured }) => ($featured ? theme.colors.primary : theme.colors.border)};
`;

export const Price = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.display};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  line-height: 1;
`;

export const Note = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Stack = styled.ul`
  flex: 1;
  padding-left: ${({ theme }) => theme.space.lg};
`;
