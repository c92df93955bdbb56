import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Spinner } from 'shared-ui';
import { focusIfUnclaimed } from './focusIfUnclaimed';
import { VideoScreen, videoRegionLabel } from './VideoScreen';

const Screen = styled(VideoScreen)`
  display: grid;
  place-items: center;
  color: #ffffff;
`;

/**
 * The video area between the learner's press and the player (its code, or first the saved position, is on its
 * way). The pressed control is gone, so this area holds keyboard focus until the player takes it.
 */
export function PlayerLoading({ lessonName }: { lessonName: string }) {
  const screen = useRef<HTMLDivElement>(null);
  useEffect(() => focusIfUnclaimed(screen.current), []);
  return (
    <Screen ref={screen} role="region" aria-label={videoRegionLabel(lessonName)} tabIndex={-1}>
      <Spinner label="Loading the video" />
    </Screen>
  );
}
