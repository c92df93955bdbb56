import styled from 'styled-components';

export const Heading = styled.h2<{ $compact: boolean }>`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  font-size: ${({ theme, $compact }) => theme.typography.sizes[$compact ? 'lg' : 'xl']};
`;

export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
`;

export const Figure = styled.div`
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const Term = styled.dt`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const Value = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Goal = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.text};
`;

export const Reached = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 0`};
  color: ${({ theme }) => theme.colors.success};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space.md};
`;
