import styled from 'styled-components';
import { aboveBottomBars } from 'shared-ui';

export const Floating = styled.div`
  position: fixed;
  visibility: visible;
  right: ${({ theme }) => theme.space.md};
  bottom: ${({ theme }) => aboveBottomBars(theme.space.md)};
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  box-shadow: ${({ theme }) => theme.shadows.lg};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.danger};

  /* The button steps aside while it would cover a primary action. */
  &[data-step-aside] {
    visibility: hidden;
  }
`;

export const OfferButton = styled.button`
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md} ${theme.space.xs} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => `${theme.radii.pill} 0 0 ${theme.radii.pill}`};
  background: transparent;
  color: ${({ theme }) => theme.colors.onDanger};
  font-weight: ${({ theme }) => theme.typography.weights.black};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.dangerHover};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The offer button's look, adjusted for the narrow × beside it. */
export const DismissButton = styled(OfferButton)`
  width: 2.75rem;
  padding: 0;
  border-left: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => `0 ${theme.radii.pill} ${theme.radii.pill} 0`};
  font-size: 1.25rem;
`;
