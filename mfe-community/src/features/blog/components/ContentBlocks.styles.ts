import styled from 'styled-components';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  line-height: ${({ theme }) => theme.typography.lineHeights.relaxed};

  img {
    display: block;
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }

  ul,
  ol {
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

export const CodeBlock = styled.pre`
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  line-height: ${({ theme }) => theme.typography.lineHeights.normal};

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.warning};
  }
`;

export const Quote = styled.figure`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};

  blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.typography.sizes.lg};
    font-style: italic;
  }

  figcaption {
    margin-top: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
