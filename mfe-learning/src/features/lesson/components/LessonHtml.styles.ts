import styled, { css } from 'styled-components';

export const Content = styled.div`
  ${({ theme }) => css`
    line-height: ${theme.typography.lineHeights.relaxed};

    & pre {
      overflow-x: auto;
      padding: ${theme.space.md};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.surfaceAlt};
      font-family: ${theme.typography.fontFamilyMono};
    }

    & :not(pre) > code {
      padding: 0 ${theme.space.xxs};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surfaceAlt};
      font-family: ${theme.typography.fontFamilyMono};
    }

    & img {
      max-width: 100%;
      height: auto;
    }
  `}
`;
