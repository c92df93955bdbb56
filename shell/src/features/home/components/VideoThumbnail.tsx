import styled from 'styled-components';
import { FallbackImage } from 'shared-ui';

const Button = styled.button`
  position: relative;
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.text};

  img {
    width: 100%;
    height: auto;
    aspect-ratio: 16 / 9;
    transition: transform ${({ theme }) => theme.durations.normal}ms ease;
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const Play = styled.span`
  position: absolute;
  inset: 50% auto auto 50%;
  display: grid;
  place-items: center;
  width: 4rem;
  height: 4rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  transform: translate(-50%, -50%);
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

/** A video's picture with a play overlay; the button names the video. */
export function VideoThumbnail({ src, title, onPlay }: { src: string; title: string; onPlay: () => void }) {
  return (
    <Button type="button" onClick={onPlay} aria-label={`Play video: ${title}`}>
      <FallbackImage src={src} alt="" width={640} height={360} loading="lazy" />
      <Play aria-hidden="true">
        <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
          <path fill="currentColor" d="M8 5v14l11-7z" />
        </svg>
      </Play>
    </Button>
  );
}
