import { Spinner } from 'shared-ui';
import styles from './PlayerLoading.module.css';
import { StandInScreen } from './StandInScreen';

/** The video area between the learner's press and the player. */
export function PlayerLoading({ lessonName }: { lessonName: string }) {
  return (
    <StandInScreen lessonName={lessonName} className={styles.screen}>
      <Spinner label="Loading the video" />
    </StandInScreen>
  );
}
