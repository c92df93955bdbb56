import styled from 'styled-components';

// A loading page fills the screen, so the footer starts below the fold and does not jump when the page arrives.
export const Loading = styled.div`
  display: flex;
  justify-content: center;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.xl} 0;

  &[data-kind='page'] {
    min-height: 100vh;
    padding: ${({ theme }) => theme.space.xxxl} 0;
  }
`;

export const Box = styled.div`
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md};
`;
