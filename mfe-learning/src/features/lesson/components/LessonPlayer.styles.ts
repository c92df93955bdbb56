import styled from 'styled-components';
import { VideoScreen } from './VideoScreen';

export const Screen = styled(VideoScreen)`
  & media-controller {
    width: 100%;
    height: 100%;
    /* A focus ring that stands out on the dark bar and on any picture. */
    --media-focus-box-shadow: inset 0 0 0 3px #ffd54f;
    --media-control-background: rgb(17 24 39 / 0.85);
    --media-control-hover-background: rgb(31 41 55 / 0.95);
  }

  /* Every control keeps a target of at least 24 px (WCAG 2.5.8) instead of being squeezed by the bar; on a
     phone the volume slider and the seek buttons make room (the device's volume keys and the arrow keys do
     the same). */
  & media-control-bar > :not(media-time-range) {
    flex-shrink: 0;
    min-width: 24px;
    min-height: 24px;
  }

  @media (max-width: 30rem) {
    & media-volume-range,
    & media-seek-backward-button,
    & media-seek-forward-button {
      display: none;
    }
  }

  & video,
  & youtube-video {
    width: 100%;
    height: 100%;
  }

  /* Captions sit above the control bar (Chromium draws them at the very bottom, under it), on a dark box. */
  & video::-webkit-media-text-track-container {
    transform: translateY(-2.75rem);
  }

  & video::cue {
    background: rgb(0 0 0 / 0.85);
    color: #ffffff;
  }
`;
