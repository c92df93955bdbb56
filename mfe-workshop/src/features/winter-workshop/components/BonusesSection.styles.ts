import styled from 'styled-components';
import { Card } from 'shared-ui';

export const BonusCard = styled(Card)`
  gap: ${({ theme }) => theme.space.xs};
  border-top: 6px solid ${({ theme }) => theme.colors.secondary};
`;

export const Value = styled.p`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.secondary};
`;

export const Total = styled.p`
  margin-top: ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  text-align: center;

  & s {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  & strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;
