import styled from 'styled-components';

export const Programs = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Program = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm};

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }

  &[open] summary {
    margin-bottom: ${({ theme }) => theme.space.xs};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin: ${({ theme }) => `0 0 ${theme.space.xs}`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
  }
`;

/** The child's program as text in the code font; long lines wrap, so the dialog never scrolls sideways. */
export const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  font-size: 0.95rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
