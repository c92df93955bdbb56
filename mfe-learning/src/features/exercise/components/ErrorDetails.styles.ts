import styled, { css } from 'styled-components';

// Each grid here has one column that may shrink below its content (minmax(0, 1fr)): a long line of code scrolls or
// wraps inside its block instead of widening the page.
export const Box = styled.div`
  ${({ theme }) => css`
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: ${theme.space.xs};
    padding: ${theme.space.sm};
    border: 1px solid ${theme.colors.danger};
    border-left-width: 6px;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.dangerSoft};
    color: ${theme.colors.text};
  `}

  & p {
    margin: 0;
  }
`;

/** Program text or Python's own words, shown as text in the code font. */
export const CodeBlock = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  background: ${({ theme }) => theme.colors.background};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: 1rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Figure = styled.figure`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;

  & figcaption {
    font-weight: ${({ theme }) => theme.typography.weights.medium};
  }
`;
