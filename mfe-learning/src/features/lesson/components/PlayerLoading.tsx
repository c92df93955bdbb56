import { useEffect, useRef } from 'react';
import { Spinner } from 'shared-ui';
import { focusIfUnclaimed } from './focusIfUnclaimed';
import styles from './PlayerLoading.module.css';
import { VideoScreen, videoRegionLabel } from './VideoScreen';

/**
 * The video area between the learner's press and the player (its code, or first the saved position, is on its
 * way). The pressed control is gone, so this area holds keyboard focus until the player takes it.
 */
export function PlayerLoading({ lessonName }: { lessonName: string }) {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => focusIfUnclaimed(screen.current), []);
  return (
    <VideoScreen
      className={styles.screen}
      ref={screen}
      role="region"
      aria-label={videoRegionLabel(lessonName)}
      tabIndex={-1}
    >
      <Spinner label="Loading the video" />
    </VideoScreen>
  );
}
