import styled from 'styled-components';

export const Band = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.borderStrong};

  h2 {
    margin: 0;
  }

  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
  }
`;
