import styled from 'styled-components';
import { media } from 'shared-ui';

/** --bar-top: where the bar docks, right under the site's own sticky header (the stickyTop prop, set inline). */
export const Bar = styled.nav`
  position: sticky;
  top: var(--bar-top, 0px);
  z-index: ${({ theme }) => theme.zIndices.sticky};
  background: ${({ theme }) => theme.colors.text};
  color: ${({ theme }) => theme.colors.textInverse};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

export const Inner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  max-width: ${({ theme }) => theme.sizes.container};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
`;

export const MenuToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 2px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.md};
  background: transparent;
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  ${media.beyond('tablet')} {
    display: none;
  }
`;

export const Burger = styled.span`
  display: inline-block;
  width: 1.1rem;
  height: 2px;
  background: currentColor;
  box-shadow:
    0 -6px 0 currentColor,
    0 6px 0 currentColor;
`;

export const Links = styled.ul<{ $open: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.upTo('tablet')} {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 3;
    flex-direction: column;
    width: 100%;
  }
`;

export const Anchor = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: inherit;
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  text-decoration: none;

  &:hover {
    color: inherit;
    text-decoration: underline;
  }

  &[aria-current='true'] {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline-color: ${({ theme }) => theme.colors.warning};
  }
`;
