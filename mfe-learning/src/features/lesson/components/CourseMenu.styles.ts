import styled, { css } from 'styled-components';
import { Link } from 'react-router-dom';

export const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

export const ProgressText = styled.p`
  margin: ${({ theme }) => `${theme.space.xs} 0 ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const ChapterTitle = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.typography.sizes.md};
`;

export const Badge = styled.span`
  ${({ theme }) => css`
    display: inline-block;
    padding: 0 ${theme.space.xs};
    border-radius: ${theme.radii.pill};
    font-size: ${theme.typography.sizes.xs};
    font-weight: ${theme.typography.weights.bold};
    white-space: nowrap;
    background: ${theme.colors.surfaceAlt};
    color: ${theme.colors.text};

    &[data-tone='done'] {
      background: ${theme.colors.success};
      color: ${theme.colors.onPrimary};
    }

    &[data-tone='current'] {
      background: ${theme.colors.primary};
      color: ${theme.colors.onPrimary};
    }
  `}
`;

export const Lessons = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const LessonLink = styled(Link)`
  ${({ theme }) => css`
    display: flex;
    align-items: flex-start;
    gap: ${theme.space.xs};
    padding: ${theme.space.xs} ${theme.space.xs};
    border-radius: ${theme.radii.sm};
    color: ${theme.colors.text};
    text-decoration: none;

    &:hover {
      background: ${theme.colors.surfaceAlt};
    }

    &[aria-current='page'] {
      background: ${theme.colors.primarySoft};
      font-weight: ${theme.typography.weights.bold};
    }
  `}
`;

export const Check = styled.span`
  ${({ theme }) => css`
    flex: none;
    display: inline-grid;
    place-items: center;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.1rem;
    border: 2px solid ${theme.colors.borderStrong};
    border-radius: ${theme.radii.round};
    background: transparent;
    color: ${theme.colors.onSuccess};
    font-size: ${theme.typography.sizes.xs};
    line-height: 1;

    &[data-done] {
      border-color: ${theme.colors.success};
      background: ${theme.colors.success};
    }
  `}
`;

export const LessonName = styled.span`
  flex: 1;
  min-width: 0;
`;
