import type { ReactNode } from 'react';
import { Screen } from './LightScreen.styles';
import { videoRegionLabel } from './VideoScreen';

export { PlayButton } from './LightScreen.styles';

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
