import styled, { css } from 'styled-components';

export const Wrapper = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  & caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }

  & th,
  & td {
    padding: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }

  & th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Value = styled.code`
  font-family: ${({ theme }) => theme.typography.fontFamilyMono};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Where a failed output first differs, in a sentence under what came out. */
export const Difference = styled.span`
  display: block;
  padding-top: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

export const Verdict = styled.span`
  ${({ theme }) => css`
    display: inline-flex;
    gap: ${theme.space.xxs};
    align-items: center;
    font-weight: ${theme.typography.weights.bold};
    color: ${theme.colors.textMuted};
    white-space: nowrap;

    &[data-outcome='passed'] {
      color: ${theme.colors.success};
    }

    &[data-outcome='failed'] {
      color: ${theme.colors.danger};
    }
  `}
`;
