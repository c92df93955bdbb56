import type { ReactNode } from 'react';
import { notArrived } from 'shared-ui';
import styles from './PlayerFailed.module.css';
import { StandInScreen } from './StandInScreen';

export const PLAYER_FAILED_MESSAGE = notArrived('The video player');

/** The video area when the player's code did not arrive: its message and Try again, the area's size kept. */
export function PlayerFailed({ lessonName, children }: { lessonName: string; children: ReactNode }) {
  return (
    <StandInScreen lessonName={lessonName} className={styles.screen}>
      {children}
    </StandInScreen>
  );
}
