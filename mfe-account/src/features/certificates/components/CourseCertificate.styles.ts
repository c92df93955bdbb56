import styled from 'styled-components';

export const Box = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.successSoft};

  p {
    flex-basis: 100%;
    margin: 0;
    color: ${({ theme }) => theme.colors.success};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;
