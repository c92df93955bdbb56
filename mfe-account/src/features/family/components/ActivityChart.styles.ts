import styled from 'styled-components';

export const Figure = styled.figure`
  margin: 0;

  svg {
    display: block;
    width: 100%;
    /* The chart's WIDTH in ActivityChart.tsx. */
    max-width: 240px;
    height: auto;
  }
`;

export const LessonsBar = styled.rect`
  fill: ${({ theme }) => theme.colors.primary};
`;

export const ExercisesBar = styled.rect`
  fill: ${({ theme }) => theme.colors.secondary};
`;

export const SummariesBar = styled.rect`
  fill: ${({ theme }) => theme.colors.warningText};
`;

export const Legend = styled.figcaption`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Key = styled.span`
  &::before {
    content: '';
    display: inline-block;
    width: 0.75rem;
    height: 0.75rem;
    margin-right: 0.25rem;
  }

  &[data-tone='primary']::before {
    background: ${({ theme }) => theme.colors.primary};
  }

  &[data-tone='secondary']::before {
    background: ${({ theme }) => theme.colors.secondary};
  }

  &[data-tone='summary']::before {
    background: ${({ theme }) => theme.colors.warningText};
  }
`;
