import styled from 'styled-components';
import { FallbackImage, media } from 'shared-ui';

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxl} 0;
  background: ${({ theme }) => theme.colors.surface};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 420px);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.below('large')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Meta = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A fixed height, so the row does not move the page when the rating replaces its spinner. */
export const RatingRow = styled.div`
  display: flex;
  min-height: 2rem;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
`;

export const Artwork = styled(FallbackImage)`
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;
