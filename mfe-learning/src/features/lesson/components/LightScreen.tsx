import type { ComponentProps, ReactNode } from 'react';
import styles from './LightScreen.module.css';
import { VideoScreen, videoRegionLabel } from './VideoScreen';

/** Fills the light screen: the whole video area is the button. */
export function PlayButton(props: Omit<ComponentProps<'button'>, 'className'>) {
  return <button className={styles.playButton} {...props} />;
}

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
    <VideoScreen
      className={styles.screen}
      role="region"
      aria-label={videoRegionLabel(lessonName)}
      onPointerEnter={onIntent}
      // Focus does not bubble: its capture phase reaches the screen from any of its controls.
      onFocusCapture={onIntent}
    >
      {children}
    </VideoScreen>
  );
}
