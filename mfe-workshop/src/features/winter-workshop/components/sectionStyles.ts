import styled, { css } from 'styled-components';
import { media } from 'shared-ui';

/**
 * A page section that nav anchors scroll to: it clears both sticky bars and takes focus when reached.
 * --workshop-sticky-top: the site header's measured height, set by WinterWorkshopPage.
 */
export const Section = styled.section.attrs({ tabIndex: -1 })<{ $tone?: 'plain' | 'soft' }>`
  scroll-margin-top: calc(var(--workshop-sticky-top, 0px) + 4.5rem);
  padding: ${({ theme }) => theme.space.xxxl} 0;
  ${({ $tone, theme }) =>
    $tone === 'soft' &&
    css`
      background: ${theme.colors.surface};
    `}

  &:focus {
    outline: none;
  }

  ${media.below('mobile')} {
    padding: ${({ theme }) => theme.space.xxl} 0;
  }
`;

export const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.typography.sizes.xxxl};
  text-align: center;
`;

export const SectionLead = styled.p`
  max-width: 46rem;
  margin: 0 auto ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** A list laid out in columns at least `$min` wide (16rem unless given). */
export const Grid = styled.ul<{ $min?: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ $min = '16rem' }) => $min}, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;
