import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { StandInScreen } from './StandInScreen';

const Screen = styled(StandInScreen)`
  display: grid;
  place-items: center;
  color: #ffffff;
`;

/** The video area between the learner's press and the player. */
export function PlayerLoading({ lessonName }: { lessonName: string }) {
  return (
    <Screen lessonName={lessonName}>
      <Spinner label="Loading the video" />
    </Screen>
  );
}
