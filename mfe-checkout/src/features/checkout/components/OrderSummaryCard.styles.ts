import styled, { css } from 'styled-components';

export const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  /* No column gap, so the line above the total runs unbroken under both columns. */
  row-gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const totalLine = css`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.colors.borderStrong};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

export const TotalTerm = styled.dt`
  ${totalLine}

  /* Two classes, to outweigh List's muted colour for its dt. */
  ${List} & {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const TotalValue = styled.dd`
  ${totalLine}
`;

export const Struck = styled.s`
  margin-right: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const CourseName = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.md}`};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;
