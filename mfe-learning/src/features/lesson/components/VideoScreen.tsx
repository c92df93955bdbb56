import styled from 'styled-components';

/**
 * The lesson's 16:9 video area, shared by the placeholder, the light screen, the player and its loading state.
 * A screen that restyles it (styled(VideoScreen) or styled(StandInScreen)) is defined after it, so its own
 * background and overflow win.
 */
export const VideoScreen = styled.div`
  position: relative;
  width: 100%;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: #111827;

  & > img {
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

/** The region's name while the video area holds a video: the same before, while and after the player loads. */
export function videoRegionLabel(lessonName: string): string {
  return `Lesson video: ${lessonName}`;
}
