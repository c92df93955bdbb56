import styled from 'styled-components';
import { FallbackImage, media } from 'shared-ui';

export const Band = styled.section`
  padding: ${({ theme }) => theme.space.xxxl} 0;
  background: linear-gradient(
    135deg,
    ${({ theme }) => theme.colors.primarySoft} 0%,
    ${({ theme }) => theme.colors.surface} 100%
  );
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: center;

  ${media.below('nav')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

export const Headline = styled.h1`
  font-size: clamp(2.25rem, 5vw, ${({ theme }) => theme.typography.sizes.display});
  font-weight: ${({ theme }) => theme.typography.weights.black};
`;

export const Tagline = styled.p`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.primaryHover};
  }
`;

export const Code = styled.pre`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

// Decorative: phones show the headline and the calls to action without it.
export const Art = styled(FallbackImage)`
  width: 100%;
  height: auto;

  ${media.below('nav')} {
    display: none;
  }
`;
