import styled, { css, keyframes } from 'styled-components';
import { media } from '../../theme/media';
import type { ModalSize } from './Modal';

// No reduced-motion rule here: base.css's (layer base, !important) cuts these animations short already.
const fadeIn = keyframes`
  from {
    opacity: 0;
  }
  to {
    opacity: 1;
  }
`;

const rise = keyframes`
  from {
    opacity: 0;
    transform: translateY(12px);
  }
  to {
    opacity: 1;
    transform: none;
  }
`;

export const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.modal};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} ${({ theme }) => theme.durations.normal}ms ease;
  overflow-y: auto;

  ${media.below('mobile')} {
    padding: ${({ theme }) => theme.space.xs};
  }
`;

const maxWidths: Record<ModalSize, string> = { sm: '420px', md: '600px', lg: '960px', full: '100vw' };

export const Dialog = styled.div<{ $size: ModalSize; $media: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $size }) => maxWidths[$size]};
  max-height: calc(100vh - 2rem);
  margin: auto;
  overflow: auto;
  border-radius: ${({ theme, $size }) => ($size === 'full' ? '0' : theme.radii.lg)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} ${({ theme }) => theme.durations.normal}ms ease;

  /* The dark, edge-to-edge surface for media (Lightbox). */
  ${({ theme, $media }) =>
    $media &&
    css`
      background: ${theme.colors.text};
      color: ${theme.colors.textInverse};
    `}

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Header = styled.div<{ $media: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme, $media }) =>
    $media ? theme.space.xs : `${theme.space.lg} ${theme.space.lg} ${theme.space.xs}`};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.typography.sizes.xl};
`;

export const CloseButton = styled.button<{ $media: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-left: auto;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.round};
  background: transparent;
  color: inherit;
  font-size: 1.75rem;
  line-height: 1;

  &:hover {
    background: ${({ theme, $media }) => ($media ? 'rgba(255, 255, 255, 0.15)' : theme.colors.surfaceAlt)};
  }

  &:focus-visible {
    outline-color: ${({ theme, $media }) => ($media ? theme.colors.warning : theme.colors.focus)};
  }
`;

export const Body = styled.div<{ $media: boolean }>`
  padding: ${({ theme, $media }) => ($media ? '0' : `0 ${theme.space.lg} ${theme.space.lg}`)};
`;

export const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;
