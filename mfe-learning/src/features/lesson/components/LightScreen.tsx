import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VideoScreen, videoRegionLabel } from './VideoScreen';

const BACKGROUND = 'linear-gradient(135deg, #0d47a1, #111827)';

const Screen = styled(VideoScreen)`
  background: ${BACKGROUND};
`;

/** Fills the light screen: the whole video area is the button. */
export const PlayButton = styled.button`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  height: 100%;
  border: 0;
  background: ${BACKGROUND};
  color: #ffffff;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  cursor: pointer;

  &::before {
    content: '';
    width: 0;
    height: 0;
    border-style: solid;
    border-width: 1.25rem 0 1.25rem 2rem;
    border-color: transparent transparent transparent currentColor;
  }

  &:hover,
  &:focus-visible {
    background: linear-gradient(135deg, #1565c0, #1f2937);
  }
`;

export interface LightScreenProps {
  lessonName: string;
  /** The learner is about to ask for the video: the pointer entered the screen, or focus reached its controls. */
  onIntent: () => void;
  children: ReactNode;
}

/**
 * The video area before the player: as large as the player and named as it is, so the page neither moves nor
 * changes its structure when the player replaces it.
 */
export function LightScreen({ lessonName, onIntent, children }: LightScreenProps) {
  return (
    <Screen
      role="region"
      aria-label={videoRegionLabel(lessonName)}
      onPointerEnter={onIntent}
      // Focus does not bubble: its capture phase reaches the screen from any of its controls.
      onFocusCapture={onIntent}
    >
      {children}
    </Screen>
  );
}
