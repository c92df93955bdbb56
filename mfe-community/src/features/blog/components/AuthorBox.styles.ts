import styled from 'styled-components';

export const Box = styled.section`
  display: grid;
  grid-template-columns: 6rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: center;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Name = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.lg};

  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    font-weight: ${({ theme }) => theme.typography.weights.regular};
  }
`;
