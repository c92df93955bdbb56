import type { ComponentPropsWithoutRef } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Card, FallbackImage, media } from 'shared-ui';
import type { CourseCardLayout } from './CourseCard';

/**
 * The card as an edge-to-edge article that lifts on hover. Card's own props are given here, not to the styled
 * wrapper below: a shell whose shared-ui Card is still a function component would not receive them.
 */
function ArticleCard(props: ComponentPropsWithoutRef<'article'>) {
  return <Card as="article" $padding="none" $interactive {...props} />;
}

export const Article = styled(ArticleCard)<{ $layout: CourseCardLayout }>`
  height: 100%;

  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      flex-direction: row;

      ${media.below('mobile')} {
        flex-direction: column;
      }
    `}
`;

export const Image = styled(FallbackImage)`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

export const ImageLink = styled(Link)<{ $layout: CourseCardLayout }>`
  display: block;
  background: ${({ theme }) => theme.colors.surfaceAlt};

  ${({ $layout }) =>
    $layout === 'list' &&
    css`
      flex: 0 0 40%;
      max-width: 360px;

      ${media.below('mobile')} {
        max-width: none;
      }

      /* The picture fills its column however tall the text beside it is (no empty strip under it). */
      ${media.above('mobile')} {
        & > ${Image} {
          height: 100%;
          min-height: 100%;
          aspect-ratio: auto;
        }
      }
    `}
`;

export const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.lg};
`;

export const Level = styled.p`
  align-self: flex-start;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primaryHover};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;

export const Name = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.xl};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

export const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  display: -webkit-box;
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

export const Instructor = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: auto;
  padding-top: ${({ theme }) => theme.space.sm};
`;
