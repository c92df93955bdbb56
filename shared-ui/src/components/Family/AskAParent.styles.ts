import styled from 'styled-components';

export const Box = styled.section`
  max-width: 32rem;
  margin: ${({ theme }) => theme.space.xl} auto;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  text-align: center;
`;
