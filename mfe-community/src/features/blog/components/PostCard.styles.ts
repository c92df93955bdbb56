import { createElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from 'shared-ui';

/**
 * shared-ui's Card as the post's article, lifting on hover. `as` and `$interactive` are given here, not to the
 * styled wrapper below: a shell whose shared-ui Card is still a function component would not receive them.
 */
const InteractiveArticleCard = (props: { className?: string; children?: ReactNode }) =>
  createElement(Card, { ...props, as: 'article', $interactive: true });

export const PostSurface = styled(InteractiveArticleCard)`
  position: relative;
  height: 100%;
`;

export const Cover = styled.img`
  display: block;
  width: calc(100% + 2 * ${({ theme }) => theme.space.lg});
  max-width: none;
  aspect-ratio: 16 / 9;
  margin: ${({ theme }) => `calc(-1 * ${theme.space.lg}) calc(-1 * ${theme.space.lg}) ${theme.space.md}`};
  object-fit: cover;
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

export const Title = styled.h3`
  font-size: ${({ theme }) => theme.typography.sizes.lg};

  a {
    color: inherit;
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  /* The whole card is the link's target area. */
  a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

export const Meta = styled.p`
  margin: ${({ theme }) => `${theme.space.xxs} 0 ${theme.space.xs}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

export const PostGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
