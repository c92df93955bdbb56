import styled from 'styled-components';

export const Price = styled.p`
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

export const ListPrice = styled.s`
  font-weight: ${({ theme }) => theme.typography.weights.regular};
  font-size: ${({ theme }) => theme.typography.sizes.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;
