import styled from 'styled-components';
import { Card, FallbackImage, media } from 'shared-ui';

export const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** Card (display: flex) made a grid: the styled wrapper's rule comes after Card's and wins at equal weight. */
export const Person = styled(Card)`
  display: grid;
  grid-template-columns: 120px 1fr;
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  height: 100%;
`;

export const Portrait = styled(FallbackImage)`
  width: 120px;
  height: 150px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const Role = styled.p`
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
`;
