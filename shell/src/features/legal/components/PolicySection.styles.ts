import styled from 'styled-components';

export const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    font-size: ${({ theme }) => theme.typography.sizes.xl};
  }

  p,
  ul {
    margin-top: ${({ theme }) => theme.space.sm};
    line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};
  }
`;
