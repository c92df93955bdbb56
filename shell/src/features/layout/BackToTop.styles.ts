import styled from 'styled-components';
import { aboveBottomBars } from 'shared-ui';

export const TopButton = styled.button`
  position: fixed;
  visibility: visible;
  right: ${({ theme }) => theme.space.md};
  /* Above the cookie banner while it is docked at the bottom. */
  bottom: ${({ theme }) => aboveBottomBars(theme.space.xxxl)};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  width: 3rem;
  height: 3rem;
  border: 2px solid ${({ theme }) => theme.colors.background};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  box-shadow: ${({ theme }) => theme.shadows.md};
  cursor: pointer;

  &[data-step-aside] {
    visibility: hidden;
  }
`;

// The page's first BACK_TO_TOP_AFTER_PX (its height, set inline), from the document's top: body is not positioned.
export const Sentinel = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  width: 1px;
  pointer-events: none;
  visibility: hidden;
`;
