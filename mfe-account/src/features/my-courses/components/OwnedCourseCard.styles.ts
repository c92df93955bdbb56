import styled from 'styled-components';

export const Image = styled.img`
  /* A block, so no line-height strip shows between the picture and the text under it. */
  display: block;
  /* Bleeds to the card's edges (its $padding="md"): wider than its box, so the base rule's max-width: 100% must
     not cap it. */
  width: calc(100% + 2 * ${({ theme }) => theme.space.md});
  max-width: none;
  margin: ${({ theme }) => `calc(-1 * ${theme.space.md}) calc(-1 * ${theme.space.md}) ${theme.space.sm}`};
  aspect-ratio: 16 / 9;
  object-fit: cover;
`;

export const Name = styled.h3`
  margin: ${({ theme }) => `0 0 ${theme.space.xs}`};
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

export const Level = styled.p`
  margin: ${({ theme }) => `0 0 ${theme.space.sm}`};
  color: ${({ theme }) => theme.colors.textMuted};
`;
